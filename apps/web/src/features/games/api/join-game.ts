import { gameMessages } from '@rally/shared/games/games.messages';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { call } from '../../../lib/api-client.ts';
import { type GameActionAnswer, useGameAction } from './game-action.ts';

/** Joins a public game, or a private one the viewer was invited to or approved for. */
export function joinGame(gameId: string): Promise<GameActionAnswer> {
  return call(participationEndpoints.joinGame, { params: { id: gameId } });
}

export function useJoinGame(gameId: string) {
  return useGameAction({
    gameId,
    run: () => joinGame(gameId),
    success: gameMessages.joined,
    failure: gameMessages.joinFailed,
  });
}
