import { z } from 'zod';
import { gameDate } from '../date-time.ts';
import { uuidPathParam } from '../ids.ts';
import { personSchema } from '../join-requests/join-requests.schemas.ts';
import { SERIES_COUNT_MAX, SERIES_INTERVAL_WEEKS_MAX } from './games.limits.ts';

/** The series texts, word for word where the issue quotes them. */
export const seriesMessages = {
  notFound: 'Series not found',
  weekdaysRequired: 'Choose at least one day of the week.',
  interval: `A series repeats every 1 to ${SERIES_INTERVAL_WEEKS_MAX} weeks.`,
  count: `A series has 1 to ${SERIES_COUNT_MAX} games.`,
  endsAfterStart: 'The end date must be after the start date.',
  oneEnd: 'Choose one end: after a number of games, or on a date.',
  regularsCap: 'Regular spots must be fewer than the maximum players.',
  regularsFull: 'All regular spots are taken.',
  ended: 'This series has ended.',
  hostOnly: 'Only the host can end the series.',
  joined: "You're a regular: you have a spot in every game of the series.",
  left: 'You left the series.',
  endedDone: 'Series ended',
  capSaved: 'Regular spots saved',
} as const;

/**
 * "Repeats" on Create Game: weekly on one or more ISO weekdays (1 Monday … 7 Sunday), every
 * `intervalWeeks` weeks; ends after `endsAfterCount` games, on `endsOn`, or never (neither given). The
 * game's date is the series' start; `regularsCap` keeps spots open to newcomers (below the size).
 */
export const seriesRepeatsInput = z.object({
  weekdays: z
    .array(z.number().int().min(1).max(7), { error: 'Choose at least one day of the week.' })
    .min(1, 'Choose at least one day of the week.')
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  intervalWeeks: z
    .number()
    .int()
    .min(1, `A series repeats every 1 to ${SERIES_INTERVAL_WEEKS_MAX} weeks.`)
    .max(SERIES_INTERVAL_WEEKS_MAX, `A series repeats every 1 to ${SERIES_INTERVAL_WEEKS_MAX} weeks.`)
    .default(1),
  endsAfterCount: z
    .number()
    .int()
    .min(1, `A series has 1 to ${SERIES_COUNT_MAX} games.`)
    .max(SERIES_COUNT_MAX, `A series has 1 to ${SERIES_COUNT_MAX} games.`)
    .nullish()
    .transform((count) => count ?? null),
  endsOn: gameDate('Please choose an end date.')
    .nullish()
    .transform((date) => date ?? null),
  regularsCap: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((cap) => cap ?? null),
});
export type SeriesRepeatsInput = z.input<typeof seriesRepeatsInput>;
export type SeriesRepeats = z.output<typeof seriesRepeatsInput>;

/**
 * The checks on repeats that need the rest of the game: an end date after the start, one end at most,
 * and a regulars cap below the game's size. Create Game's schema runs it.
 */
export function checkRepeats(
  input: { date: string; maxPlayers: number; repeats?: SeriesRepeats | null | undefined },
  ctx: z.RefinementCtx,
) {
  const repeats = input.repeats;
  if (!repeats) return;
  if (repeats.endsAfterCount !== null && repeats.endsOn !== null) {
    ctx.addIssue({ code: 'custom', path: ['repeats', 'endsOn'], message: seriesMessages.oneEnd });
  }
  if (repeats.endsOn !== null && repeats.endsOn <= input.date) {
    ctx.addIssue({ code: 'custom', path: ['repeats', 'endsOn'], message: seriesMessages.endsAfterStart });
  }
  if (repeats.regularsCap !== null && repeats.regularsCap >= input.maxPlayers) {
    ctx.addIssue({ code: 'custom', path: ['repeats', 'regularsCap'], message: seriesMessages.regularsCap });
  }
}

export const seriesIdParams = z.object({
  id: uuidPathParam('The series id', { code: 'series_not_found', message: seriesMessages.notFound }),
});

/** The host changes the regulars cap: null lets regulars fill the game. */
export const regularsCapInput = z.object({ regularsCap: z.number().int().min(0).nullable() });
export type RegularsCapInput = z.input<typeof regularsCapInput>;

/** GET /api/series/{id}: the series section of each of its games' pages. */
export const seriesViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The schedule in plain words ("Every Tuesday at 19:00, starting 2 Dec, 8 games"). */
  schedule: z.string(),
  /** The badge: "Weekly" or "Every 2 weeks". */
  repeats: z.string(),
  timeZone: z.string(),
  ended: z.boolean(),
  regularsCap: z.number().int().nullable(),
  maxPlayers: z.number().int(),
  regulars: z.array(personSchema),
  /** The series' games not yet started, soonest first. */
  upcoming: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      time: z.string(),
      startsAt: z.string(),
      playersJoined: z.number().int(),
      maxPlayers: z.number().int(),
      spotsLeft: z.number().int(),
      /** Whether the viewer plays in it. */
      playing: z.boolean(),
    }),
  ),
  viewer: z.object({ isRegular: z.boolean(), isHost: z.boolean() }),
  abilities: z.object({
    canJoinSeries: z.boolean(),
    canLeaveSeries: z.boolean(),
    /** The host only: a co-host may not end the series. */
    canEndSeries: z.boolean(),
    canSetRegularsCap: z.boolean(),
  }),
});
export type SeriesView = z.infer<typeof seriesViewSchema>;

export const seriesActionResultSchema = z.object({ message: z.string() });

/** What "this and all following games" answers: its text and how many games changed. */
export const seriesEditResultSchema = z.object({ message: z.string(), edited: z.number().int() });
