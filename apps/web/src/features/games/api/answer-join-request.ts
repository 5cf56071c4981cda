import { gameMessages } from '@rally/shared/games/games.messages';
import { gameActionResultSchema } from '@rally/shared/games/games.schemas';
import { api } from '../../../lib/api-client.ts';
import { type GameActionAnswer, gameUrl, useGameAction } from './game-action.ts';

export type JoinRequestAnswer = { requestId: string; status: 'approved' | 'rejected' };

/** The host approves (the requester joins) or rejects a join request. */
export function answerJoinRequest(
  gameId: string,
  { requestId, status }: JoinRequestAnswer,
): Promise<GameActionAnswer> {
  return api.patch(
    gameUrl(gameId, `/requests/${encodeURIComponent(requestId)}`),
    { status },
    import.meta.env.DEV ? gameActionResultSchema : undefined,
  );
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
