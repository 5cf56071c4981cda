import { z } from 'zod';
import { textPathParam, uuidPathParam } from '../ids.ts';
import { cleanText } from '../text-filter.ts';
import { cohostMessages } from './cohosts.messages.ts';
import { GUEST_NAME_MAX_LENGTH } from './games.limits.ts';
import { gameMessages } from './games.messages.ts';
import { guestMessages } from './guests.messages.ts';

// Guests a player brings and the co-hosts who run a game with its host (issue 26 §5, §6).

/**
 * A guest as the roster shows them, under the player who brought them ("+1 Sam"); `canRemove`: the
 * viewer may take them off (their player, the host or a co-host, before the start).
 */
export const gameGuestSchema = z.object({ id: z.string(), name: z.string(), canRemove: z.boolean() });
export type GameGuest = z.infer<typeof gameGuestSchema>;

/** POST /api/games/{id}/guests: the guest's name, trimmed, 1-40 characters, checked as names are. */
export const addGuestInput = z.object({
  name: z
    .string({ error: guestMessages.nameRequired })
    .trim()
    .min(1, guestMessages.nameRequired)
    .max(GUEST_NAME_MAX_LENGTH, `Must be at most ${GUEST_NAME_MAX_LENGTH} characters`)
    .apply(cleanText('name')),
});
export type AddGuestInput = z.input<typeof addGuestInput>;

const gameIdParam = uuidPathParam('The game id', { code: 'game_not_found', message: gameMessages.notFound });

export const gameGuestParams = z.object({
  id: gameIdParam,
  guestId: uuidPathParam('The guest id', { code: 'guest_not_found', message: guestMessages.notFound }),
});

export const gameCohostParams = z.object({
  id: gameIdParam,
  userId: textPathParam("The player's user id", 100, {
    code: 'player_not_found',
    message: cohostMessages.notAPlayer,
  }),
});
