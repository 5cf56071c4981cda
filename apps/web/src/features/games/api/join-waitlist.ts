import { gameMessages } from '@rally/shared/games/games.messages';
import { gameActionResultSchema } from '@rally/shared/games/games.schemas';
import { api } from '../../../lib/api-client.ts';
import { type GameActionAnswer, gameUrl, useGameAction } from './game-action.ts';

export const WAITLIST_JOIN_FAILED = 'Failed to join the waitlist. Please try again.';

/** Takes a place in line for a full game; the first in line gets the next free spot. */
export function joinWaitlist(gameId: string): Promise<GameActionAnswer> {
  return api.post(
    gameUrl(gameId, '/waitlist'),
    undefined,
    import.meta.env.DEV ? gameActionResultSchema : undefined,
  );
}

export function useJoinWaitlist(gameId: string) {
  return useGameAction({
    gameId,
    run: () => joinWaitlist(gameId),
    success: gameMessages.waitlistJoined,
    failure: WAITLIST_JOIN_FAILED,
  });
}
