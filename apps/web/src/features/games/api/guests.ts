import { guestMessages } from '@rally/shared/games/guests.messages';
import { guestsCohostsEndpoints } from '@rally/shared/games/guests-cohosts.endpoints';
import { call } from '../../../lib/api-client.ts';
import { type GameActionAnswer, useGameAction } from './game-action.ts';

/** A player brings a guest by name; the guest takes a spot. */
export function addGuest(gameId: string, name: string): Promise<GameActionAnswer> {
  return call(guestsCohostsEndpoints.addGameGuest, { params: { id: gameId }, body: { name } });
}

export function useAddGuest(gameId: string) {
  return useGameAction({
    gameId,
    run: (name: string) => addGuest(gameId, name),
    success: guestMessages.added,
    failure: guestMessages.addFailed,
  });
}

/** The guest's player, the host or a co-host takes a guest off the game. */
export function removeGuest(gameId: string, guestId: string): Promise<GameActionAnswer> {
  return call(guestsCohostsEndpoints.removeGameGuest, { params: { id: gameId, guestId } });
}

export function useRemoveGuest(gameId: string) {
  return useGameAction({
    gameId,
    run: (guestId: string) => removeGuest(gameId, guestId),
    success: guestMessages.removed,
    failure: guestMessages.removeFailed,
  });
}
