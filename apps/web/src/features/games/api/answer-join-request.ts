import { gameMessages } from '@rally/shared/games/games.messages';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { call } from '../../../lib/api-client.ts';
import { type GameActionAnswer, useGameAction } from './game-action.ts';

export type JoinRequestAnswer = { requestId: string; status: 'approved' | 'rejected' };

/** The host approves (the requester joins) or rejects a join request. */
export function answerJoinRequest(
  gameId: string,
  { requestId, status }: JoinRequestAnswer,
): Promise<GameActionAnswer> {
  return call(participationEndpoints.respondToGameJoinRequest, {
    params: { id: gameId, requestId },
    body: { status },
  });
}

export function useAnswerJoinRequest(gameId: string) {
  return useGameAction({
    gameId,
    run: (answer: JoinRequestAnswer) => answerJoinRequest(gameId, answer),
    // The toast names the outcome the host chose, in the spec's words.
    success: ({ status }) =>
      status === 'approved' ? gameMessages.requestApproved : gameMessages.requestRejected,
    failure: gameMessages.respondFailed,
  });
}
