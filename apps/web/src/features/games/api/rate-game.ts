import { gameMessages } from '@rally/shared/games/games.messages';
import { gameActionResultSchema } from '@rally/shared/games/games.schemas';
import { api } from '../../../lib/api-client.ts';
import { type GameActionAnswer, gameUrl, useGameAction } from './game-action.ts';

export const RATING_FAILED = 'Failed to save your rating. Please try again.';

/** Saves the viewer's 1-5 star rating of a game they played (replacing an earlier one). */
export function rateGame(gameId: string, rating: number): Promise<GameActionAnswer> {
  return api.put(
    gameUrl(gameId, '/rating'),
    { rating },
    import.meta.env.DEV ? gameActionResultSchema : undefined,
  );
}

export function useRateGame(gameId: string) {
  return useGameAction({
    gameId,
    run: (rating: number) => rateGame(gameId, rating),
    success: gameMessages.ratingSaved,
    failure: RATING_FAILED,
  });
}
