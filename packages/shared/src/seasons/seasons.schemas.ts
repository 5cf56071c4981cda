import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../coordinates.ts';
import { gameDate } from '../date-time.ts';
import { isValidTimeZone } from '../games/games.schemas.ts';
import { textPathParam, uuidPathParam } from '../ids.ts';
import { personSchema } from '../join-requests/join-requests.schemas.ts';
import { leagueIdParams, optionalCheckedText, requiredCheckedText } from '../leagues/leagues.schemas.ts';
import {
  DEFAULT_POINTS,
  DEFAULT_TIEBREAKERS,
  PLAYOFF_SIZES,
  SEASON_FORMATS,
  SEASON_LIMITS,
  SEASON_REGISTRATION,
  SEASON_STAGES,
  TEAM_COLOUR_PATTERN,
  TIEBREAKERS,
} from './seasons.constants.ts';
import { seasonMessages } from './seasons.messages.ts';

/**
 * The wire shapes of a league's seasons (issue 29 §1): a season's rules and match days, its teams and
 * rosters, placement requests, and the league's co-organisers. The fixtures and results have their own
 * schemas beside these.
 */

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** A season lasts at most a year (its end is the regular season's; playoffs may run past it). */
export const SEASON_MAX_DAYS = 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const seasonFormatSchema = z.enum(SEASON_FORMATS);
export const tiebreakerSchema = z.enum(TIEBREAKERS);
export const seasonStageSchema = z.enum(SEASON_STAGES);
export const seasonRegistrationSchema = z.enum(SEASON_REGISTRATION);

const pointsValue = z
  .number({ error: seasonMessages.points })
  .int(seasonMessages.points)
  .min(0, seasonMessages.points)
  .max(SEASON_LIMITS.pointsMax, seasonMessages.points);

export const seasonPointsSchema = z.object({ win: pointsValue, draw: pointsValue, loss: pointsValue });
export type SeasonPoints = z.infer<typeof seasonPointsSchema>;

/** HH:MM on a 24-hour clock, in the season's time zone. */
export const MATCH_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const seasonVenueInput = z
  .object({
    name: requiredCheckedText(SEASON_LIMITS.venueNameMax, 'gameTitle', seasonMessages.requiredVenueName),
    latitude: latitudeSchema.nullish().transform((value) => value ?? null),
    longitude: longitudeSchema.nullish().transform((value) => value ?? null),
  })
  .refine((venue) => (venue.latitude === null) === (venue.longitude === null), {
    path: ['longitude'],
    message: seasonMessages.bothCoordinates,
  });
export type SeasonVenueInput = z.input<typeof seasonVenueInput>;

export const seasonVenueSchema = z.object({
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SeasonVenue = z.infer<typeof seasonVenueSchema>;

/**
 * Each field of a season's form, without defaults: the create input adds them, the edit input takes
 * any of them. The rules that tie fields together (end after start) are checked on the whole season.
 */
const seasonFields = {
  name: requiredCheckedText(SEASON_LIMITS.nameMax, 'leagueName', seasonMessages.requiredName),
  startDate: gameDate('Please pick a start date'),
  endDate: gameDate('Please pick an end date'),
  format: seasonFormatSchema,
  points: seasonPointsSchema,
  /** The three tiebreakers, each once, in the order they are applied. */
  tiebreakers: z
    .array(tiebreakerSchema)
    .length(TIEBREAKERS.length, seasonMessages.tiebreakersEachOnce)
    .refine(unique, seasonMessages.tiebreakersEachOnce),
  playoffTeams: z
    .number({ error: seasonMessages.playoffTeams })
    .refine((value) => (PLAYOFF_SIZES as readonly number[]).includes(value), seasonMessages.playoffTeams),
  thirdPlaceGame: z.boolean(),
  registration: seasonRegistrationSchema,
  rosterSize: z
    .number({ error: seasonMessages.rosterSize })
    .int(seasonMessages.rosterSize)
    .min(SEASON_LIMITS.rosterMin, seasonMessages.rosterSize)
    .max(SEASON_LIMITS.rosterMax, seasonMessages.rosterSize),
  /** The per-player stat the season counts ("Goals"); blank or absent: appearances only. */
  statLabel: optionalCheckedText(SEASON_LIMITS.statLabelMax, 'gameTitle'),
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  matchWeekdays: z
    .array(z.number().int().min(1).max(7))
    .min(1, seasonMessages.atLeastOneWeekday)
    .max(7)
    .refine(unique, seasonMessages.weekdaysEachOnce),
  matchTimes: z
    .array(z.string().regex(MATCH_TIME_PATTERN, seasonMessages.timeFormat))
    .min(1, seasonMessages.atLeastOneTime)
    .max(SEASON_LIMITS.timesMax, `At most ${SEASON_LIMITS.timesMax} kick-off times`)
    .refine(unique, seasonMessages.timesEachOnce),
  timeZone: z.string().max(64).refine(isValidTimeZone, seasonMessages.unknownTimeZone),
  venues: z
    .array(seasonVenueInput)
    .min(1, seasonMessages.atLeastOneVenue)
    .max(SEASON_LIMITS.venuesMax, `At most ${SEASON_LIMITS.venuesMax} venues`),
};

/** The dates' rules, on a whole season: the end on or after the start, within a year of it. */
export function seasonDatesIssue(startDate: string, endDate: string): string | null {
  if (endDate < startDate) return seasonMessages.endBeforeStart;
  if (dayNumber(endDate) - dayNumber(startDate) > SEASON_MAX_DAYS) return seasonMessages.seasonTooLong;
  return null;
}

/** POST /api/leagues/{id}/seasons: a new season, in setup. */
export const createSeasonInput = z
  .object({
    ...seasonFields,
    format: seasonFields.format.default('single_round_robin'),
    points: seasonFields.points.default({ ...DEFAULT_POINTS }),
    tiebreakers: seasonFields.tiebreakers.default([...DEFAULT_TIEBREAKERS]),
    playoffTeams: seasonFields.playoffTeams.default(0),
    thirdPlaceGame: seasonFields.thirdPlaceGame.default(false),
    registration: seasonFields.registration.default('closed'),
    rosterSize: seasonFields.rosterSize.default(15),
  })
  .superRefine((input, ctx) => {
    const issue = seasonDatesIssue(input.startDate, input.endDate);
    if (issue) ctx.addIssue({ code: 'custom', path: ['endDate'], message: issue });
  });
export type CreateSeasonInput = z.input<typeof createSeasonInput>;
export type CreateSeason = z.output<typeof createSeasonInput>;

/**
 * PATCH /api/seasons/{seasonId}: any of the fields. The rules (format, points, tiebreakers, playoffs,
 * match days, venues, dates) change only before the fixtures are generated; name, registration, roster
 * size and stat label until the season is finished. The server checks the dates on the merged season.
 */
export const updateSeasonInput = z.object(seasonFields).partial();
export type UpdateSeasonInput = z.input<typeof updateSeasonInput>;
export type UpdateSeason = z.output<typeof updateSeasonInput>;

/** The fields an edit may change only before the fixtures are generated. */
export const SEASON_RULE_FIELDS = [
  'startDate',
  'endDate',
  'format',
  'points',
  'tiebreakers',
  'playoffTeams',
  'thirdPlaceGame',
  'matchWeekdays',
  'matchTimes',
  'timeZone',
  'venues',
] as const satisfies readonly (keyof UpdateSeason)[];

export const teamColourSchema = z
  .string()
  .regex(TEAM_COLOUR_PATTERN, seasonMessages.colourFormat)
  .transform((colour) => colour.toLowerCase());

/** A user's id in a body (accounts' ids are text, not uuids). */
const userIdInput = z.string().trim().min(1).max(200);

/** POST /api/seasons/{seasonId}/teams. The captain (a member not on another team) joins the team. */
export const createTeamInput = z.object({
  name: requiredCheckedText(SEASON_LIMITS.teamNameMax, 'leagueName', seasonMessages.requiredTeamName),
  colour: teamColourSchema,
  captainId: userIdInput.nullish().transform((id) => id ?? null),
});
export type CreateTeamInput = z.input<typeof createTeamInput>;
export type CreateTeam = z.output<typeof createTeamInput>;

/**
 * PATCH /api/season-teams/{teamId}: organisers change any field; the team's captain the name and the
 * colour. `captainId` null: the team has no captain.
 */
export const updateTeamInput = z.object({
  name: requiredCheckedText(
    SEASON_LIMITS.teamNameMax,
    'leagueName',
    seasonMessages.requiredTeamName,
  ).optional(),
  colour: teamColourSchema.optional(),
  captainId: userIdInput.nullable().optional(),
});
export type UpdateTeamInput = z.input<typeof updateTeamInput>;
export type UpdateTeam = z.output<typeof updateTeamInput>;

/** POST /api/seasons/{seasonId}/placement-requests: a member asks the organisers to place them. */
export const placementRequestInput = z.object({
  message: optionalCheckedText(SEASON_LIMITS.placementMessageMax, 'leagueJoinMessage'),
});
export type PlacementRequestInput = z.input<typeof placementRequestInput>;

/** A team as a season's pages show it in a list of results, a table, a champion. */
export const seasonTeamRefSchema = z.object({ id: z.string(), name: z.string(), colour: z.string() });
export type SeasonTeamRef = z.infer<typeof seasonTeamRefSchema>;

/** A league's season in its list: newest first. */
export const seasonSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  stage: seasonStageSchema,
  teamCount: z.number().int(),
  champion: seasonTeamRefSchema.nullable(),
});
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;

/** GET /api/leagues/{id}/seasons. */
export const seasonListSchema = z.object({
  seasons: z.array(seasonSummarySchema),
  /** Whether the viewer organises the league (may create a season). */
  canCreate: z.boolean(),
});
export type SeasonList = z.infer<typeof seasonListSchema>;

export const seasonTeamSchema = seasonTeamRefSchema.extend({
  captain: personSchema.nullable(),
  /** By name. */
  players: z.array(personSchema),
  playerCount: z.number().int(),
});
export type SeasonTeam = z.infer<typeof seasonTeamSchema>;

/** A member waiting to be placed in a team (shown to organisers only). */
export const placementRequestSchema = z.object({
  user: personSchema,
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type PlacementRequest = z.infer<typeof placementRequestSchema>;

/** What the viewer may do with the season; the page shows exactly these actions. */
export const seasonAbilitiesSchema = z.object({
  /** Change the season's fields (the rules only before the fixtures: see `rulesLocked`). */
  edit: z.boolean(),
  /** Add, rename and remove teams, name captains, place any member. */
  manageTeams: z.boolean(),
  generateFixtures: z.boolean(),
  seedPlayoffs: z.boolean(),
  delete: z.boolean(),
  /** Join a team themselves (registration open, a member on no team, before the first kick-off). */
  joinTeam: z.boolean(),
  askForPlacement: z.boolean(),
});
export type SeasonAbilities = z.infer<typeof seasonAbilitiesSchema>;

export const seasonViewerSchema = z.object({
  isOrganiser: z.boolean(),
  isMember: z.boolean(),
  teamId: z.string().nullable(),
  captainOfTeamId: z.string().nullable(),
  hasAskedForPlacement: z.boolean(),
  can: seasonAbilitiesSchema,
});
export type SeasonViewer = z.infer<typeof seasonViewerSchema>;

/** GET /api/seasons/{seasonId}: the season's page, one request. */
export const seasonDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  format: seasonFormatSchema,
  points: seasonPointsSchema,
  tiebreakers: z.array(tiebreakerSchema),
  playoffTeams: z.number().int(),
  thirdPlaceGame: z.boolean(),
  registration: seasonRegistrationSchema,
  rosterSize: z.number().int(),
  statLabel: z.string().nullable(),
  matchWeekdays: z.array(z.number().int()),
  matchTimes: z.array(z.string()),
  timeZone: z.string(),
  venues: z.array(seasonVenueSchema),
  stage: seasonStageSchema,
  fixturesGeneratedAt: z.string().nullable(),
  /** The earliest fixture's start: rosters lock then. Null before the fixtures are generated. */
  firstKickoffAt: z.string().nullable(),
  /** Whether the rules can no longer change (the fixtures are out). */
  rulesLocked: z.boolean(),
  /** Whether rosters can no longer change (the first fixture has kicked off). */
  rostersLocked: z.boolean(),
  champion: seasonTeamRefSchema.nullable(),
  league: z.object({ id: z.string(), name: z.string(), sport: z.string() }),
  /** By name. */
  teams: z.array(seasonTeamSchema),
  /** Organisers only; empty for everyone else. */
  placementRequests: z.array(placementRequestSchema),
  viewer: seasonViewerSchema,
  /** Calendar (ICS) feeds: the whole season's, and each team's, by team id. */
  feeds: z.object({ season: z.string(), teams: z.record(z.string(), z.string()) }),
  createdAt: z.string(),
});
export type SeasonDetail = z.infer<typeof seasonDetailSchema>;

/** What an action without a body of its own answers: its success text. Clients refetch the season. */
export const seasonActionResultSchema = z.object({ message: z.string() });
export type SeasonActionResult = z.infer<typeof seasonActionResultSchema>;

/** A league's organiser: its creator, or a member the creator named. */
export const leagueOrganiserSchema = personSchema.extend({
  isCreator: z.boolean(),
  /** When the creator named them; null for the creator. */
  since: z.string().nullable(),
});
export type LeagueOrganiser = z.infer<typeof leagueOrganiserSchema>;

/** GET /api/leagues/{id}/organisers: the creator first, then co-organisers by when they were named. */
export const leagueOrganiserListSchema = z.object({
  organisers: z.array(leagueOrganiserSchema),
  /** Whether the viewer (the creator) may name and remove co-organisers. */
  canManage: z.boolean(),
});
export type LeagueOrganiserList = z.infer<typeof leagueOrganiserListSchema>;

const userNotFound = { code: 'user_not_found', message: 'User not found' } as const;

export const leagueOrganiserParams = leagueIdParams.extend({
  userId: textPathParam("The member's user id", 200, userNotFound),
});

export const seasonIdParams = z.object({
  seasonId: uuidPathParam('The season id', {
    code: 'season_not_found',
    message: seasonMessages.seasonNotFound,
  }),
});
export const seasonTeamParams = z.object({
  teamId: uuidPathParam('The team id', {
    code: 'season_team_not_found',
    message: seasonMessages.teamNotFound,
  }),
});
export const seasonTeamPlayerParams = seasonTeamParams.extend({
  userId: textPathParam("The player's user id", 200, userNotFound),
});

/** The calendar feeds' paths (served by the calendar feature), from the season's secret token. */
export const seasonFeedPath = (feedToken: string) => `/api/calendar/seasons/${feedToken}.ics`;
export const seasonTeamFeedPath = (feedToken: string, teamId: string) =>
  `/api/calendar/seasons/${feedToken}/teams/${teamId}.ics`;
