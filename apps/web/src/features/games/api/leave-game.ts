import { gameMessages } from '@rally/shared/games/games.messages';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { call } from '../../../lib/api-client.ts';
import { type GameActionAnswer, useGameAction } from './game-action.ts';

export const LEAVE_FAILED = 'Failed to leave the game. Please try again.';

/** A player leaves before the start; the host is told and the first on the waitlist takes the spot. */
export function leaveGame(gameId: string): Promise<GameActionAnswer> {
  return call(participationEndpoints.leaveGame, { params: { id: gameId } });
}

export function useLeaveGame(gameId: string) {
  return useGameAction({
    gameId,
    run: () => leaveGame(gameId),
    success: gameMessages.left,
    failure: LEAVE_FAILED,
  });
}
