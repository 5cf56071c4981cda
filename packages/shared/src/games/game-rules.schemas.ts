import { z } from 'zod';
import {
  DECISION_HOURS_DEFAULT,
  GAME_PLAYERS_MIN,
  GAME_RULE_HOURS_MAX,
  GUESTS_PER_PLAYER_MAX,
} from './games.limits.ts';

// A game's rules: the minimum it goes ahead with, when that is decided, the join and leave deadlines and
// the guests a player may bring. Create and edit take the same fields (spread into the game's fields).

export const gameRuleMessages = {
  minPlayersRange: `The minimum must be a whole number of at least ${GAME_PLAYERS_MIN} players.`,
  minAboveMax: (max: number) => `The minimum can't be more than the maximum players (${max}).`,
  hoursRange: `Choose between 1 and ${GAME_RULE_HOURS_MAX} hours before the start.`,
  guestsRange: `A player may bring at most ${GUESTS_PER_PLAYER_MAX} guests.`,
} as const;

const hoursBeforeStart = z
  .number({ error: gameRuleMessages.hoursRange })
  .int(gameRuleMessages.hoursRange)
  .min(1, gameRuleMessages.hoursRange)
  .max(GAME_RULE_HOURS_MAX, gameRuleMessages.hoursRange);

/** The rule fields of the create and edit inputs; all optional, absent means no rule. */
export const gameRuleFields = {
  /** The fewest players (host, participants and guests) the game goes ahead with; null: no minimum. */
  minPlayers: z
    .number({ error: gameRuleMessages.minPlayersRange })
    .int(gameRuleMessages.minPlayersRange)
    .min(GAME_PLAYERS_MIN, gameRuleMessages.minPlayersRange)
    .nullish()
    .transform((value) => value ?? null),
  /** Hours before the start at which a game below its minimum is called off. */
  decisionHours: hoursBeforeStart.default(DECISION_HOURS_DEFAULT),
  /** Joins and requests close this many hours before the start; null: open until the start. */
  joinDeadlineHours: hoursBeforeStart.nullish().transform((value) => value ?? null),
  /** Leaving later than this many hours before the start is recorded as a late cancellation. */
  leaveDeadlineHours: hoursBeforeStart.nullish().transform((value) => value ?? null),
  /** Guests each participant may bring; 0: guests are not allowed. */
  guestsPerPlayer: z
    .number({ error: gameRuleMessages.guestsRange })
    .int(gameRuleMessages.guestsRange)
    .min(0, gameRuleMessages.guestsRange)
    .max(GUESTS_PER_PLAYER_MAX, gameRuleMessages.guestsRange)
    .default(0),
};

/** The rules across fields: a minimum never above the game's maximum. */
export function checkGameRules(
  input: { minPlayers?: number | null | undefined; maxPlayers: number },
  ctx: z.RefinementCtx,
) {
  if (input.minPlayers != null && input.minPlayers > input.maxPlayers) {
    ctx.addIssue({
      code: 'custom',
      path: ['minPlayers'],
      message: gameRuleMessages.minAboveMax(input.maxPlayers),
    });
  }
}

/**
 * Where a game with a minimum stands (cards and the game's page): `pending` until its decision time
 * while below the minimum, `on` once reached or decided, `called-off` with the reason. Null: no minimum.
 */
export const gameDecisionSchema = z
  .object({
    minPlayers: z.number().int(),
    playing: z.number().int(),
    /** The decision time as an ISO instant: the start less the decision hours. */
    decidesAt: z.string(),
    state: z.enum(['pending', 'on', 'called-off']),
    /** Why it was called off ("Not enough players: 5 of 8 needed"); null otherwise. */
    reason: z.string().nullable(),
  })
  .nullable();
export type GameDecision = z.infer<typeof gameDecisionSchema>;

/** The game's rules as its page shows them, with the deadlines as instants. */
export const gameRulesSchema = z.object({
  minPlayers: z.number().int().nullable(),
  decisionHours: z.number().int(),
  joinDeadlineHours: z.number().int().nullable(),
  leaveDeadlineHours: z.number().int().nullable(),
  guestsPerPlayer: z.number().int(),
  /** When joining and requests close (ISO), or null when they stay open until the start. */
  joinBy: z.string().nullable(),
  /** After this instant (ISO) a player who leaves is a late cancellation; null: no leave deadline. */
  leaveBy: z.string().nullable(),
});
export type GameRules = z.infer<typeof gameRulesSchema>;

/** The reason a game below its minimum is called off, word for word. */
export const notEnoughPlayers = (playing: number, minPlayers: number) =>
  `Not enough players: ${playing} of ${minPlayers} needed`;

/** The reason joining is closed, shown on the page and answered to a late join. */
export const joinClosedMessage = (hours: number) =>
  `Joining closed ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start.`;

/** What a called-off game answers to anything but looking at it. */
export const CALLED_OFF_MESSAGE = 'This game was called off.';
