// Owner: leagues. The games two leagues play each other (spec document 2 §3), apart from leagues.ts so
// that the games table can name its league without the two schema files importing each other.
import {
  LEAGUE_GAME_REQUEST_STATUSES,
  LEAGUE_GAME_STATUSES,
  LEAGUE_GAME_TYPES,
} from '@rally/shared/leagues/league-games.schemas';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { games } from './games.ts';
import { leagues } from './leagues.ts';

/**
 * A game one league asks another to play (spec §3 `league_game_requests`). Approval by the target
 * league's creator creates a real game (`game_id`); `game_status` then follows it: scheduled,
 * completed once a result is reported, or cancelled.
 */
export const leagueGameRequests = pgTable(
  'league_game_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    gameType: text('game_type', { enum: LEAGUE_GAME_TYPES }).notNull().default('casual'),
    gameDate: date('game_date', { mode: 'string' }).notNull(),
    /** HH:MM, 24 h, in `time_zone`. */
    gameTime: text('game_time').notNull(),
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description'),
    maxPlayersPerTeam: integer('max_players_per_team').notNull().default(10),
    status: text('status', { enum: LEAGUE_GAME_REQUEST_STATUSES }).notNull().default('pending'),
    gameStatus: text('game_status', { enum: LEAGUE_GAME_STATUSES }),
    requestingLeagueId: uuid('requesting_league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    targetLeagueId: uuid('target_league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    requesterUserId: text('requester_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    respondedBy: text('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('league_game_requests_requesting_idx').on(table.requestingLeagueId, table.createdAt),
    index('league_game_requests_target_idx').on(table.targetLeagueId, table.createdAt),
    index('league_game_requests_game_idx').on(table.gameId),
    check('league_game_requests_players_range', sql`${table.maxPlayersPerTeam} between 2 and 50`),
    check('league_game_requests_two_leagues', sql`${table.requestingLeagueId} <> ${table.targetLeagueId}`),
  ],
);

/** The reported result of an approved inter-league game; one per request. */
export const leagueGameResults = pgTable(
  'league_game_results',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => leagueGameRequests.id, { onDelete: 'cascade' }),
    winnerLeagueId: uuid('winner_league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    loserLeagueId: uuid('loser_league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    scoreWinner: integer('score_winner'),
    scoreLoser: integer('score_loser'),
    notes: text('notes'),
    reportedBy: text('reported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('league_game_results_winner_idx').on(table.winnerLeagueId, table.createdAt),
    index('league_game_results_loser_idx').on(table.loserLeagueId, table.createdAt),
    check(
      'league_game_results_scores',
      sql`coalesce(${table.scoreWinner}, 0) >= 0 and coalesce(${table.scoreLoser}, 0) >= 0`,
    ),
  ],
);
