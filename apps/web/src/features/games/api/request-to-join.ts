import { gameMessages } from '@rally/shared/games/games.messages';
import type { JoinRequestInput } from '@rally/shared/games/games.schemas';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { call } from '../../../lib/api-client.ts';
import { type GameActionAnswer, useGameAction } from './game-action.ts';

/** Asks the host of a private game to let the viewer in, with an optional message. */
export function requestToJoin(gameId: string, input: JoinRequestInput): Promise<GameActionAnswer> {
  return call(participationEndpoints.requestToJoinGame, { params: { id: gameId }, body: input });
}

export function useRequestToJoin(gameId: string) {
  return useGameAction({
    gameId,
    run: (input: JoinRequestInput) => requestToJoin(gameId, input),
    success: gameMessages.requestSent,
    failure: gameMessages.requestFailed,
  });
}
