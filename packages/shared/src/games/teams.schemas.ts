import { z } from 'zod';
import { cleanText } from '../text-filter.ts';
import { TEAM_NAME_MAX_LENGTH, TEAM_SCORE_MAX, TEAMS_MAX, TEAMS_MIN } from './game-day.limits.ts';
import { teamsMessages } from './teams.messages.ts';

// Balanced teams and the final score (issue 27 §3, §4).

/** One place on a team: a player (userId) or a guest a player brought (guestId), never both. */
export const teamMemberRefSchema = z.union([
  z.strictObject({ userId: z.string().min(1).max(100) }),
  z.strictObject({ guestId: z.uuid() }),
]);
export type TeamMemberRef = z.infer<typeof teamMemberRefSchema>;

/** POST /api/games/{id}/teams/draft: how many teams, whether guests stay with their player, the shuffle. */
export const teamsDraftInput = z.object({
  teamCount: z.number().int().min(TEAMS_MIN).max(TEAMS_MAX),
  keepGroups: z.boolean().default(false),
  /** Another seed is another split ("Shuffle"); absent: the server picks one. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});
export type TeamsDraftInput = z.input<typeof teamsDraftInput>;

/** A roster member as the draft shows them; `strength` lets the host's moves update the averages. */
export const draftMemberSchema = z.object({
  userId: z.string().nullable(),
  guestId: z.string().nullable(),
  name: z.string().nullable(),
  strength: z.number(),
});
export type DraftMember = z.infer<typeof draftMemberSchema>;

/** The server's proposed split: nothing is stored until the host publishes it. */
export const teamsDraftSchema = z.object({
  seed: z.number().int(),
  teams: z.array(
    z.object({
      no: z.number().int(),
      name: z.string(),
      average: z.number(),
      members: z.array(draftMemberSchema),
    }),
  ),
});
export type TeamsDraft = z.infer<typeof teamsDraftSchema>;

export const teamNameSchema = z
  .string({ error: teamsMessages.nameRequired })
  .trim()
  .min(1, teamsMessages.nameRequired)
  .max(TEAM_NAME_MAX_LENGTH, `Must be at most ${TEAM_NAME_MAX_LENGTH} characters`)
  .apply(cleanText('name'));

/**
 * PUT /api/games/{id}/teams: the teams as the host leaves them. The server checks that every player and
 * guest on the roster is on exactly one team (a roster that changed since the draft is refused).
 */
export const publishTeamsInput = z.object({
  teams: z
    .array(z.object({ name: teamNameSchema, members: z.array(teamMemberRefSchema).min(1) }))
    .min(TEAMS_MIN)
    .max(TEAMS_MAX)
    .refine(
      (teams) => new Set(teams.map((t) => t.name.toLowerCase())).size === teams.length,
      teamsMessages.namesUnique,
    ),
});
export type PublishTeamsInput = z.input<typeof publishTeamsInput>;

const scoreSchema = z.number().int().min(0).max(TEAM_SCORE_MAX);

/**
 * PUT /api/games/{id}/result: each team's score in team order (the winner is the highest; a tie for the
 * highest is a draw), or only the winner's team number, or null for a draw.
 */
export const recordResultInput = z
  .object({
    scores: z.array(scoreSchema).min(TEAMS_MIN).max(TEAMS_MAX).optional(),
    winner: z.number().int().min(1).max(TEAMS_MAX).nullable().optional(),
  })
  .refine(
    (input) => (input.scores === undefined) !== (input.winner === undefined),
    teamsMessages.scoresOrWinner,
  );
export type RecordResultInput = z.input<typeof recordResultInput>;

/** The published teams on the game's page: names, members, each team's average and (once recorded) score. */
export const publishedTeamsSchema = z.object({
  publishedAt: z.string(),
  teams: z.array(
    z.object({
      no: z.number().int(),
      name: z.string(),
      score: z.number().int().nullable(),
      average: z.number(),
      members: z.array(
        z.object({ userId: z.string().nullable(), guestId: z.string().nullable(), name: z.string() }),
      ),
    }),
  ),
});
export type PublishedTeams = z.infer<typeof publishedTeamsSchema>;

/** The final result: the winning team's number (null: a draw), editable until `editableUntil`. */
export const gameResultSchema = z.object({
  recordedAt: z.string(),
  winner: z.number().int().nullable(),
  editableUntil: z.string(),
});
export type GameResult = z.infer<typeof gameResultSchema>;

/** The viewer's own result of a game, as the my-game card shows it ("Won 5–3", "Lost", "Draw"). */
export const viewerResultSchema = z.object({
  outcome: z.enum(['won', 'lost', 'draw']),
  /** The viewer's team's score and the best other team's, when scores were recorded. */
  score: z.object({ own: z.number().int(), other: z.number().int() }).nullable(),
});
export type ViewerResult = z.infer<typeof viewerResultSchema>;
