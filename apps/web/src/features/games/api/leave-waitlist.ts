import { gameMessages } from '@rally/shared/games/games.messages';
import { gameActionResultSchema } from '@rally/shared/games/games.schemas';
import { api } from '../../../lib/api-client.ts';
import { type GameActionAnswer, gameUrl, useGameAction } from './game-action.ts';

export const WAITLIST_LEAVE_FAILED = 'Failed to leave the waitlist. Please try again.';

export function leaveWaitlist(gameId: string): Promise<GameActionAnswer> {
  return api.delete(gameUrl(gameId, '/waitlist'), import.meta.env.DEV ? gameActionResultSchema : undefined);
}

export function useLeaveWaitlist(gameId: string) {
  return useGameAction({
    gameId,
    run: () => leaveWaitlist(gameId),
    success: gameMessages.waitlistLeft,
    failure: WAITLIST_LEAVE_FAILED,
  });
}
