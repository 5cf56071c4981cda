import { gameMessages } from '@rally/shared/games/games.messages';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { call } from '../../../lib/api-client.ts';
import { type GameActionAnswer, useGameAction } from './game-action.ts';

export const WAITLIST_JOIN_FAILED = 'Failed to join the waitlist. Please try again.';

/** Takes a place in line for a full game; the first in line gets the next free spot. */
export function joinWaitlist(gameId: string): Promise<GameActionAnswer> {
  return call(participationEndpoints.joinGameWaitlist, { params: { id: gameId } });
}

export function useJoinWaitlist(gameId: string) {
  return useGameAction({
    gameId,
    run: () => joinWaitlist(gameId),
    success: gameMessages.waitlistJoined,
    failure: WAITLIST_JOIN_FAILED,
  });
}
