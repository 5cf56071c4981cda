import { gameMessages } from '@rally/shared/games/games.messages';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { call } from '../../../lib/api-client.ts';
import { type GameActionAnswer, useGameAction } from './game-action.ts';

export const REMOVE_PLAYER_FAILED = 'Failed to remove the player. Please try again.';

/** The host takes a player off the roster; the player is told. */
export function removePlayer(gameId: string, userId: string): Promise<GameActionAnswer> {
  return call(participationEndpoints.removeGamePlayer, { params: { id: gameId, userId } });
}

export function useRemovePlayer(gameId: string) {
  return useGameAction({
    gameId,
    run: (userId: string) => removePlayer(gameId, userId),
    success: gameMessages.playerRemoved,
    failure: REMOVE_PLAYER_FAILED,
  });
}
