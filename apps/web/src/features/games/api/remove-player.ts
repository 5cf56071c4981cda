import { gameMessages } from '@rally/shared/games/games.messages';
import { gameActionResultSchema } from '@rally/shared/games/games.schemas';
import { api } from '../../../lib/api-client.ts';
import { type GameActionAnswer, gameUrl, useGameAction } from './game-action.ts';

export const REMOVE_PLAYER_FAILED = 'Failed to remove the player. Please try again.';

/** The host takes a player off the roster; the player is told. */
export function removePlayer(gameId: string, userId: string): Promise<GameActionAnswer> {
  return api.delete(
    gameUrl(gameId, `/players/${encodeURIComponent(userId)}`),
    import.meta.env.DEV ? gameActionResultSchema : undefined,
  );
}

export function useRemovePlayer(gameId: string) {
  return useGameAction({
    gameId,
    run: (userId: string) => removePlayer(gameId, userId),
    success: gameMessages.playerRemoved,
    failure: REMOVE_PLAYER_FAILED,
  });
}
