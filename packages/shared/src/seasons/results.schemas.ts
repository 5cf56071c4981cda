import { z } from 'zod';
import { SEASON_LIMITS, TIEBREAKERS } from './seasons.constants.ts';

/**
 * A fixture's result, the season's table, its players' numbers and its playoff bracket (issue 29 §3,
 * §4): the bodies of the report, confirm, dispute and settle calls and the answers of the three reads.
 */

const scoreMessage = `Scores are whole numbers from 0 to ${SEASON_LIMITS.scoreMax}.`;
const score = z
  .number({ error: scoreMessage })
  .int(scoreMessage)
  .min(0, scoreMessage)
  .max(SEASON_LIMITS.scoreMax, scoreMessage);
const statMessage = `A player's stat is a whole number from 0 to ${SEASON_LIMITS.statMax}.`;

/** One player's part in a fixture: they played (an appearance) and their stat in it (0 without one). */
export const fixturePlayerLineInput = z.object({
  userId: z.string().trim().min(1).max(100),
  stat: z
    .number({ error: statMessage })
    .int(statMessage)
    .min(0, statMessage)
    .max(SEASON_LIMITS.statMax, statMessage)
    .default(0),
});

/**
 * A score reported (by a captain or an organiser) or settled (by an organiser). `winnerTeamId` names who
 * went through when a playoff ends level; the server refuses it elsewhere. Without `players`, every
 * rostered player of both teams counts as an appearance with a stat of 0.
 */
export const reportResultInput = z
  .object({
    homeScore: score,
    awayScore: score,
    winnerTeamId: z.uuid('Choose the team that went through.').nullish(),
    players: z
      .array(fixturePlayerLineInput)
      .max(SEASON_LIMITS.rosterMax * 2)
      .optional(),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    for (const [index, line] of (input.players ?? []).entries()) {
      if (seen.has(line.userId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['players', index, 'userId'],
          message: 'A player is listed twice.',
        });
      }
      seen.add(line.userId);
    }
  });
export type ReportResultInput = z.input<typeof reportResultInput>;
export type ReportResult = z.output<typeof reportResultInput>;

export const disputeResultInput = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say what is wrong with the reported score.')
    .max(
      SEASON_LIMITS.disputeReasonMax,
      `Keep the reason under ${SEASON_LIMITS.disputeReasonMax} characters.`,
    ),
});
export type DisputeResultInput = z.input<typeof disputeResultInput>;

/** A team as the table, stats and bracket show it. */
export const seasonTeamRefSchema = z.object({ id: z.string(), name: z.string(), colour: z.string() });
export type SeasonTeamRef = z.infer<typeof seasonTeamRefSchema>;

/** What a result call answers: the fixture's result as it now stands. */
export const fixtureResultSchema = z.object({
  fixtureId: z.string(),
  resultStatus: z.enum(['none', 'reported', 'disputed', 'final']),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  winnerTeamId: z.string().nullable(),
  reportedForTeamId: z.string().nullable(),
  reportedAt: z.string().nullable(),
  disputeReason: z.string().nullable(),
  countedAt: z.string().nullable(),
});
export type FixtureResult = z.infer<typeof fixtureResultSchema>;

const formResult = z.enum(['W', 'D', 'L']);

/** The table: counted regular-season results only, ranked by points then the season's tiebreakers. */
export const seasonTableSchema = z.object({
  rows: z.array(
    z.object({
      position: z.number().int(),
      team: seasonTeamRefSchema,
      played: z.number().int(),
      won: z.number().int(),
      drawn: z.number().int(),
      lost: z.number().int(),
      scored: z.number().int(),
      conceded: z.number().int(),
      difference: z.number().int(),
      points: z.number().int(),
      /** The last five results, oldest first. */
      form: z.array(formResult),
    }),
  ),
  points: z.object({ win: z.number().int(), draw: z.number().int(), loss: z.number().int() }),
  tiebreakers: z.array(z.enum(TIEBREAKERS)),
  playoffTeams: z.number().int(),
  /** When the last regular fixture counted: the table is final from then on. */
  finalAt: z.string().nullable(),
});
export type SeasonTable = z.infer<typeof seasonTableSchema>;

const playerStatRow = z.object({
  user: z.object({ id: z.string(), name: z.string().nullable(), avatarUrl: z.string().nullable() }),
  team: seasonTeamRefSchema,
  appearances: z.number().int(),
  stat: z.number().int(),
});

/** Player numbers from final fixtures: appearances and the season's stat, with the top five. */
export const seasonStatsSchema = z.object({
  /** The season's stat ("Goals"); null when it counts appearances only. */
  statLabel: z.string().nullable(),
  players: z.array(playerStatRow),
  leaders: z.array(playerStatRow),
});
export type SeasonStats = z.infer<typeof seasonStatsSchema>;
export type SeasonPlayerStat = z.infer<typeof playerStatRow>;

/** The whole bracket, its places not yet decided shown empty. */
export const seasonBracketSchema = z.object({
  /** 0 when the season has no playoffs. */
  size: z.number().int(),
  thirdPlace: z.boolean(),
  games: z.array(
    z.object({
      round: z.number().int(),
      slot: z.number().int(),
      isThirdPlace: z.boolean(),
      roundName: z.string(),
      fixtureId: z.string().nullable(),
      home: seasonTeamRefSchema.nullable(),
      away: seasonTeamRefSchema.nullable(),
      homeScore: z.number().int().nullable(),
      awayScore: z.number().int().nullable(),
      winnerTeamId: z.string().nullable(),
      startsAt: z.string().nullable(),
    }),
  ),
  champion: seasonTeamRefSchema.nullable(),
});
export type SeasonBracket = z.infer<typeof seasonBracketSchema>;
