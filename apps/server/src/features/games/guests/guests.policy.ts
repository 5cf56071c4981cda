import { gameMessages } from '@rally/shared/games/games.messages';
import { guestMessages } from '@rally/shared/games/guests.messages';
import { isCalledOff } from '../decision/game-rules.ts';
import {
  type GamePolicyGame,
  isCompleted,
  isFixtureGame,
  runsGame,
  spotsLeft,
  type ViewerStanding,
} from '../games.policy.ts';
import type { Refusal } from '../participation/participation.policy.ts';

// Why a guest may not be added or removed: the first reason, or null. `guestAddRefusal` mirrors
// `mayAddGuest` in games.policy.ts (null here ⇔ `canAddGuests` there); guests.policy.test.ts checks it.

/** A player bringing one more guest: `canAddGuests`. */
export function guestAddRefusal(game: GamePolicyGame, standing: ViewerStanding, now: Date): Refusal | null {
  if (isFixtureGame(game)) return { code: 'forbidden', message: gameMessages.leagueFixture };
  if (isCompleted(game, now)) return { code: 'game_started', message: gameMessages.gameStarted };
  if (game.hostId !== standing.viewerId && !standing.isParticipant)
    return { code: 'not_a_player', message: guestMessages.onlyPlayers };
  if (isCalledOff(game)) return { code: 'game_called_off', message: guestMessages.calledOff };
  const allowed = game.guestsPerPlayer ?? 0;
  if (allowed === 0) return { code: 'guests_not_allowed', message: guestMessages.notAllowed };
  if ((standing.guestCount ?? 0) >= allowed)
    return { code: 'guest_limit_reached', message: guestMessages.limit(allowed) };
  if (spotsLeft(game) === 0) return { code: 'game_full', message: guestMessages.noSpots };
  return null;
}

/** Whether the viewer may take off a guest `broughtBy` brought (the roster's remove button). */
export const mayRemoveGuest = (
  game: GamePolicyGame,
  standing: ViewerStanding,
  broughtBy: string,
  now: Date,
) => guestRemoveRefusal(game, standing, { broughtBy }, now) === null;

/** Taking a guest off an upcoming game: the player who brought them, or the host or a co-host. */
export function guestRemoveRefusal(
  game: GamePolicyGame,
  standing: ViewerStanding,
  guest: { broughtBy: string },
  now: Date,
): Refusal | null {
  if (guest.broughtBy !== standing.viewerId && !runsGame(game, standing))
    return { code: 'forbidden', message: guestMessages.notYours };
  if (isCompleted(game, now)) return { code: 'game_started', message: gameMessages.gameStarted };
  return null;
}
