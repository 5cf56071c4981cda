import { cohostMessages } from '@rally/shared/games/cohosts.messages';
import { guestsCohostsEndpoints } from '@rally/shared/games/guests-cohosts.endpoints';
import { call } from '../../../lib/api-client.ts';
import { type GameActionAnswer, useGameAction } from './game-action.ts';

/** The host makes a player a co-host (of every game, in a series). */
export function makeCohost(gameId: string, userId: string): Promise<GameActionAnswer> {
  return call(guestsCohostsEndpoints.makeGameCohost, { params: { id: gameId, userId } });
}

export function useMakeCohost(gameId: string) {
  return useGameAction({
    gameId,
    run: (userId: string) => makeCohost(gameId, userId),
    success: cohostMessages.made,
    failure: cohostMessages.makeFailed,
  });
}

/** The host ends a player's co-hosting. */
export function unmakeCohost(gameId: string, userId: string): Promise<GameActionAnswer> {
  return call(guestsCohostsEndpoints.unmakeGameCohost, { params: { id: gameId, userId } });
}

export function useUnmakeCohost(gameId: string) {
  return useGameAction({
    gameId,
    run: (userId: string) => unmakeCohost(gameId, userId),
    success: cohostMessages.unmade,
    failure: cohostMessages.unmakeFailed,
  });
}
