import { gameMessages } from '@rally/shared/games/games.messages';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { call } from '../../../lib/api-client.ts';
import { type GameActionAnswer, useGameAction } from './game-action.ts';

export const RATING_FAILED = 'Failed to save your rating. Please try again.';

/** Saves the viewer's 1-5 star rating of a game they played (replacing an earlier one). */
export function rateGame(gameId: string, rating: number): Promise<GameActionAnswer> {
  return call(participationEndpoints.rateGame, { params: { id: gameId }, body: { rating } });
}

export function useRateGame(gameId: string) {
  return useGameAction({
    gameId,
    run: (rating: number) => rateGame(gameId, rating),
    success: gameMessages.ratingSaved,
    failure: RATING_FAILED,
  });
}
