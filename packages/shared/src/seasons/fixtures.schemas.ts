import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../coordinates.ts';
import { gameDate } from '../date-time.ts';
import { textPathParam, uuidPathParam } from '../ids.ts';
import { requiredCheckedText } from '../leagues/leagues.schemas.ts';
import { FIXTURE_STAGES, RESULT_STATUSES, SEASON_LIMITS } from './seasons.constants.ts';

/** A season's fixtures and their moves (issue 29 §2). */

const seasonNotFound = { code: 'season_not_found', message: 'Season not found' } as const;
const fixtureNotFound = { code: 'fixture_not_found', message: 'Fixture not found' } as const;

/** `/api/seasons/{seasonId}/fixtures`. */
export const seasonFixturesParams = z.object({
  seasonId: uuidPathParam('The season id', seasonNotFound),
});

/** `/api/season-fixtures/{fixtureId}`. */
export const fixtureIdParams = z.object({
  fixtureId: uuidPathParam('The fixture id', fixtureNotFound),
});

/**
 * `/api/calendar/seasons/{feedToken}.ics`: the season's secret feed token, then `.ics` (the path
 * carries both, as the personal feed's does).
 */
export const seasonFeedParams = z.object({
  feedToken: textPathParam('The season feed token, then .ics', 200, {
    code: 'page_not_found',
    message: 'Page not found',
  }),
});

/** `/api/calendar/seasons/{feedToken}/teams/{teamId}.ics`: the team's id, then `.ics`. */
export const seasonTeamFeedParams = z.object({
  feedToken: textPathParam('The season feed token', 200, {
    code: 'page_not_found',
    message: 'Page not found',
  }),
  teamId: textPathParam('The team id, then .ics', 60, { code: 'page_not_found', message: 'Page not found' }),
});

/**
 * POST /api/seasons/{seasonId}/fixtures: the regular season's fixtures, made once. `seed` picks one of
 * the equally good schedules (the same seed, the same schedule); without it the server picks one.
 */
export const generateFixturesInput = z.object({
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type GenerateFixturesInput = z.infer<typeof generateFixturesInput>;

const venueRequired = 'Please name the venue.';

/** A place a fixture is played: a name and, when picked from suggestions, its position. */
export const fixtureVenueInput = z.object({
  name: requiredCheckedText(SEASON_LIMITS.venueNameMax, 'gameTitle', venueRequired),
  latitude: latitudeSchema.nullish().transform((value) => value ?? null),
  longitude: longitudeSchema.nullish().transform((value) => value ?? null),
});

const moveRequired = 'Choose a new date, time or venue.';

/**
 * PATCH /api/season-fixtures/{fixtureId}: a new date, time (HH:MM, in the season's time zone) or venue,
 * any of them; at least one.
 */
export const moveFixtureInput = z
  .object({
    date: gameDate('Please choose a valid date.').optional(),
    time: z.iso.time({ precision: -1, error: 'Please choose a valid time.' }).optional(),
    venue: fixtureVenueInput.optional(),
  })
  .refine((input) => input.date !== undefined || input.time !== undefined || input.venue !== undefined, {
    message: moveRequired,
  });
export type MoveFixtureInput = z.input<typeof moveFixtureInput>;

export const fixtureTeamSchema = z.object({ id: z.string(), name: z.string(), colour: z.string() });
export type FixtureTeam = z.infer<typeof fixtureTeamSchema>;

export const fixtureVenueSchema = z.object({
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** A fixture's result as it stands: status 'none' and nulls until a score is reported. */
export const fixtureResultSchema = z.object({
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** A playoff level on score: the team that went through. */
  winnerTeamId: z.string().nullable(),
  status: z.enum(RESULT_STATUSES),
  /** The team whose captain reported; null when an organiser did (or nobody yet). */
  reportedForTeamId: z.string().nullable(),
  reportedAt: z.iso.datetime({ offset: true }).nullable(),
  disputeReason: z.string().nullable(),
});
export type FixtureResult = z.infer<typeof fixtureResultSchema>;

/** What the viewer may do with the fixture (the server decides; buttons only mirror it). */
export const fixtureAbilitiesSchema = z.object({
  move: z.boolean(),
  report: z.boolean(),
  confirm: z.boolean(),
  dispute: z.boolean(),
  settle: z.boolean(),
});
export type FixtureAbilities = z.infer<typeof fixtureAbilitiesSchema>;

export const fixtureSchema = z.object({
  id: z.string(),
  stage: z.enum(FIXTURE_STAGES),
  /** The round robin's round, or the bracket's round (1 the first). */
  round: z.number().int(),
  /** A playoff fixture's place in its round, from the top; null for the regular season. */
  bracketSlot: z.number().int().nullable(),
  isThirdPlace: z.boolean(),
  home: fixtureTeamSchema,
  away: fixtureTeamSchema,
  /** The season's wall-clock date (yyyy-MM-dd) and time (HH:MM) in `timeZone`. */
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  venue: fixtureVenueSchema,
  /** The fixture's game (its page, chat and check-in); null only if that game was removed. */
  gameId: z.string().nullable(),
  result: fixtureResultSchema,
  can: fixtureAbilitiesSchema,
});
export type Fixture = z.infer<typeof fixtureSchema>;

/** Far above any season's rounds (20 teams twice over: 38), and inside the database's integers. */
const FIXTURE_ROUND_MAX = 1000;
const roundStageError = 'Choose the regular season or the playoffs: stage is regular or playoff.';
const roundNumberError = 'Choose a round by its number, 1 or more.';

/**
 * GET /api/seasons/{seasonId}/fixtures: one round (`?stage=regular&round=3`, both given), or one team's
 * fixtures (`?team=<teamId>`, regular season and playoffs), or with neither the current round: the first
 * (regular season before playoffs, by number) with a fixture whose result does not count yet; when every
 * result counts, the last. A round the season does not have answers no fixtures; a team not of the
 * season answers 404.
 */
export const fixtureListQuery = z
  .object({
    stage: z.enum(FIXTURE_STAGES, { error: roundStageError }).optional(),
    round: z.coerce
      .number({ error: roundNumberError })
      .int(roundNumberError)
      .min(1, roundNumberError)
      .max(FIXTURE_ROUND_MAX, roundNumberError)
      .optional(),
    team: z.uuid({ error: "Choose a team by its id: that is not a team's id." }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.team !== undefined && (query.stage !== undefined || query.round !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['team'], message: 'Ask for a round or a team, not both.' });
    } else if (query.stage !== undefined && query.round === undefined) {
      ctx.addIssue({ code: 'custom', path: ['round'], message: 'Give the round number with its stage.' });
    } else if (query.round !== undefined && query.stage === undefined) {
      ctx.addIssue({ code: 'custom', path: ['stage'], message: 'Give the stage with the round number.' });
    }
  });
export type FixtureListQuery = z.output<typeof fixtureListQuery>;

/** A round of the season, as the round picker lists it: small, so every round comes with every answer. */
export const fixtureRoundSchema = z.object({
  stage: z.enum(FIXTURE_STAGES),
  round: z.number().int(),
  /** "Round 3", or the bracket's round: "Quarter-final", "Semi-final", "Final" (its third-place game too). */
  name: z.string(),
  /** The round's first kick-off, and its day (yyyy-MM-dd) on the season's clock. */
  startsAt: z.iso.datetime({ offset: true }),
  date: z.string(),
  fixtures: z.number().int(),
  /** How many of its fixtures have a result that counts (final). */
  counted: z.number().int(),
});
export type FixtureRound = z.infer<typeof fixtureRoundSchema>;

/** Which fixtures an answer holds: one round, or one team's. */
export const fixtureListViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('round'), stage: z.enum(FIXTURE_STAGES), round: z.number().int() }),
  z.object({ kind: z.literal('team'), teamId: z.string() }),
]);
export type FixtureListView = z.infer<typeof fixtureListViewSchema>;

/** An answer's view: the round or team it holds, or `none` while the season has no fixtures. */
export const fixtureListAnswerViewSchema = z.union([
  fixtureListViewSchema,
  z.object({ kind: z.literal('none') }),
]);

/**
 * GET /api/seasons/{seasonId}/fixtures: the fixtures of the view asked (see `fixtureListQuery`), ordered
 * by stage (regular first), round and start. `view`: which they are, `none` when the season has no
 * fixtures yet. `rounds`: every round of the season in order. `feeds`: the season's calendar feed
 * address and each team's, for whoever may see the season (the address is the feed's key: calendar apps
 * fetch it without a session).
 */
export const fixtureListSchema = z.object({
  view: fixtureListAnswerViewSchema,
  rounds: z.array(fixtureRoundSchema),
  fixtures: z.array(fixtureSchema),
  feeds: z.object({
    season: z.string(),
    teams: z.array(z.object({ teamId: z.string(), url: z.string() })),
  }),
});
export type FixtureList = z.infer<typeof fixtureListSchema>;
