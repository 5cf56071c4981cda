import { gameMessages } from '@rally/shared/games/games.messages';
import { gameActionResultSchema } from '@rally/shared/games/games.schemas';
import { api } from '../../../lib/api-client.ts';
import { type GameActionAnswer, gameUrl, useGameAction } from './game-action.ts';

/** Joins a public game, or a private one the viewer was invited to or approved for. */
export function joinGame(gameId: string): Promise<GameActionAnswer> {
  return api.post(
    gameUrl(gameId, '/join'),
    undefined,
    import.meta.env.DEV ? gameActionResultSchema : undefined,
  );
}

export function useJoinGame(gameId: string) {
  return useGameAction({
    gameId,
    run: () => joinGame(gameId),
    success: gameMessages.joined,
    failure: gameMessages.joinFailed,
  });
}
