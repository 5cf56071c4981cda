import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../coordinates.ts';
import { gameDate } from '../date-time.ts';
import {
  GAME_DESCRIPTION_MAX_LENGTH,
  GAME_LOCATION_MAX_LENGTH,
  GAME_TITLE_MAX_LENGTH,
} from '../games/games.limits.ts';
import { isValidTimeZone } from '../games/games.schemas.ts';
import { uuidPathParam } from '../ids.ts';
import { leagueMessages } from './leagues.messages.ts';
import {
  leagueIdParams,
  leaguePersonSchema,
  optionalCheckedText,
  requiredCheckedText,
} from './leagues.schemas.ts';

/** Spec document 2 §3, §5 and §9: inter-league games. */
export const LEAGUE_GAME_TYPES = ['casual', 'competition'] as const;
export const leagueGameTypeSchema = z.enum(LEAGUE_GAME_TYPES);
export type LeagueGameType = z.infer<typeof leagueGameTypeSchema>;
export const LEAGUE_GAME_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const LEAGUE_GAME_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const leagueGameStatusSchema = z.enum(LEAGUE_GAME_STATUSES);
export type LeagueGameStatus = z.infer<typeof leagueGameStatusSchema>;

export const TEAM_PLAYERS_MIN = 2;
export const TEAM_PLAYERS_MAX = 50;
export const TEAM_PLAYERS_DEFAULT = 10;
/** The Stats tab's recent results (spec §9). */
export const RECENT_RESULTS_CAP = 10;
/** The sport of the game an approved request creates (spec §4). */
export const LEAGUE_GAME_SPORT = 'multi-league';
/** The description's prefix on the created game (spec §4). */
export const leagueGameDescriptionPrefix = (type: LeagueGameType) =>
  type === 'competition' ? 'Competition game between leagues' : 'Casual game between leagues';

const teamPlayersMessage = `Max players per team must be between ${TEAM_PLAYERS_MIN} and ${TEAM_PLAYERS_MAX}.`;

/**
 * The Schedule League Game form and POST /api/leagues/{id}/game-requests (spec §5). The start is
 * computed on the server from date and time in `timeZone`, and a start in the past is refused.
 */
export const scheduleLeagueGameInput = z
  .object({
    targetLeagueId: z.uuid({ error: leagueMessages.scheduleRequiredFields }),
    title: requiredCheckedText(GAME_TITLE_MAX_LENGTH, 'gameTitle', leagueMessages.requiredFields),
    gameType: leagueGameTypeSchema.default('casual'),
    date: gameDate(leagueMessages.scheduleRequiredFields),
    time: z.iso.time({ precision: -1, error: leagueMessages.scheduleRequiredFields }),
    timeZone: z.string().refine(isValidTimeZone, 'Unknown time zone.'),
    location: requiredCheckedText(GAME_LOCATION_MAX_LENGTH, 'gameTitle', leagueMessages.requiredFields),
    latitude: latitudeSchema.nullish(),
    longitude: longitudeSchema.nullish(),
    description: optionalCheckedText(GAME_DESCRIPTION_MAX_LENGTH, 'gameDescription'),
    maxPlayersPerTeam: z
      .number({ error: teamPlayersMessage })
      .int(teamPlayersMessage)
      .min(TEAM_PLAYERS_MIN, teamPlayersMessage)
      .max(TEAM_PLAYERS_MAX, teamPlayersMessage)
      .default(TEAM_PLAYERS_DEFAULT),
  })
  .superRefine((input, ctx) => {
    if ((input.latitude == null) !== (input.longitude == null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['longitude'],
        message: 'Give both latitude and longitude, or neither.',
      });
    }
  })
  .transform((input) => ({ ...input, latitude: input.latitude ?? null, longitude: input.longitude ?? null }));
export type ScheduleLeagueGameInput = z.input<typeof scheduleLeagueGameInput>;
export type NewLeagueGameRequest = z.output<typeof scheduleLeagueGameInput>;

export const leagueRefSchema = z.object({ id: z.string(), name: z.string(), sport: z.string() });
export type LeagueRef = z.infer<typeof leagueRefSchema>;

export const leagueGameResultSchema = z.object({
  winnerLeagueId: z.string(),
  loserLeagueId: z.string(),
  scoreWinner: z.number().int().nullable(),
  scoreLoser: z.number().int().nullable(),
  notes: z.string().nullable(),
  reportedAt: z.string(),
});
export type LeagueGameResult = z.infer<typeof leagueGameResultSchema>;

/** A request between two leagues, as Game Requests and the Schedule tab show it. */
export const leagueGameRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  gameType: leagueGameTypeSchema,
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  location: z.string(),
  description: z.string().nullable(),
  maxPlayersPerTeam: z.number().int(),
  status: z.enum(LEAGUE_GAME_REQUEST_STATUSES),
  /** Null until approved; then scheduled, completed or cancelled. */
  gameStatus: leagueGameStatusSchema.nullable(),
  requestingLeague: leagueRefSchema,
  targetLeague: leagueRefSchema,
  requester: leaguePersonSchema,
  respondedAt: z.string().nullable(),
  /** The game an approval created (its page is /game/{id}); null before approval or once cancelled. */
  gameId: z.string().nullable(),
  result: leagueGameResultSchema.nullable(),
  createdAt: z.string(),
  /** What the viewer may do with it: answer (target creator, pending), report or cancel (either creator, approved and not played). */
  canRespond: z.boolean(),
  canReport: z.boolean(),
  canCancel: z.boolean(),
});
export type LeagueGameRequest = z.infer<typeof leagueGameRequestSchema>;
export const leagueGameRequestListSchema = z.object({ requests: z.array(leagueGameRequestSchema) });

/**
 * Report Result (spec §5): a winner is required; scores are optional integers ≥ 0, and when both are
 * given the winner's is not below the loser's (a draw decided otherwise, on penalties, may be level).
 */
export const reportResultInput = z
  .object({
    winnerLeagueId: z.uuid({ error: leagueMessages.selectWinner }),
    scoreWinner: z.number().int().min(0, 'Scores cannot be negative.').max(1_000).nullish(),
    scoreLoser: z.number().int().min(0, 'Scores cannot be negative.').max(1_000).nullish(),
    notes: optionalCheckedText(1_000, 'gameDescription'),
  })
  .superRefine(({ scoreWinner, scoreLoser }, ctx) => {
    if (scoreWinner != null && scoreLoser != null && scoreWinner < scoreLoser) {
      ctx.addIssue({ code: 'custom', path: ['scoreWinner'], message: leagueMessages.winnerScoreBelowLoser });
    }
  });
export type ReportResultInput = z.input<typeof reportResultInput>;

/** The opposing leagues the Schedule form offers: the same sport, not this league. */
export const opponentListSchema = z.object({
  leagues: z.array(leagueRefSchema.extend({ memberCount: z.number().int() })),
});

/** The Stats tab: the recent results (cap 10) and the win rate, over every reported result. */
export const leagueStatsSchema = z.object({
  played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Wins over games played as a rounded percentage; null before the first result. */
  winRate: z.number().int().nullable(),
  recentResults: z.array(
    z.object({
      requestId: z.string(),
      title: z.string(),
      opponent: leagueRefSchema,
      won: z.boolean(),
      scoreFor: z.number().int().nullable(),
      scoreAgainst: z.number().int().nullable(),
      playedAt: z.string(),
    }),
  ),
});
export type LeagueStats = z.infer<typeof leagueStatsSchema>;

/** Standings: every league of the sport with results, ranked by win rate, then wins, then points difference. */
export const leagueStandingsSchema = z.object({
  sport: z.string(),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      league: leagueRefSchema,
      played: z.number().int(),
      won: z.number().int(),
      lost: z.number().int(),
      winRate: z.number().int(),
      pointsFor: z.number().int(),
      pointsAgainst: z.number().int(),
    }),
  ),
});
export type LeagueStandings = z.infer<typeof leagueStandingsSchema>;

/** Win rate as the spec's rounded percentage (wins over total games), or null before any game. */
export function winRate(wins: number, played: number): number | null {
  return played === 0 ? null : Math.round((wins / played) * 100);
}

export const leagueGameRequestParams = leagueIdParams.extend({
  requestId: uuidPathParam('The game request id', {
    code: 'not_found',
    message: leagueMessages.requestNotFound,
  }),
});
