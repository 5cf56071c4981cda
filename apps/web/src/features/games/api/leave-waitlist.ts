import { gameMessages } from '@rally/shared/games/games.messages';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { call } from '../../../lib/api-client.ts';
import { type GameActionAnswer, useGameAction } from './game-action.ts';

export const WAITLIST_LEAVE_FAILED = 'Failed to leave the waitlist. Please try again.';

export function leaveWaitlist(gameId: string): Promise<GameActionAnswer> {
  return call(participationEndpoints.leaveGameWaitlist, { params: { id: gameId } });
}

export function useLeaveWaitlist(gameId: string) {
  return useGameAction({
    gameId,
    run: () => leaveWaitlist(gameId),
    success: gameMessages.waitlistLeft,
    failure: WAITLIST_LEAVE_FAILED,
  });
}
