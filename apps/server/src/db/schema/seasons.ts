// Owner: leagues. A league's seasons (issue 29), run by features/leagues/seasons/.
import {
  FIXTURE_STAGES,
  RESULT_STATUSES,
  SEASON_FORMATS,
  SEASON_REGISTRATION,
  SEASON_STAGES,
  type Tiebreaker,
} from '@rally/shared/seasons/seasons.constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { games } from './games.ts';
import { leagues } from './leagues.ts';

/** A place fixtures are played: its name and, when picked from suggestions, its position. */
export type SeasonVenue = { name: string; latitude: number | null; longitude: number | null };

/**
 * A league's season: its rules (format, points, tiebreakers, playoffs), its match days (the weekdays and
 * times, in `time_zone`, between the start and end dates, at its venues) and where it stands. The end
 * date is the regular season's; playoffs may run past it.
 */
export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    format: text('format', { enum: SEASON_FORMATS }).notNull().default('single_round_robin'),
    pointsWin: integer('points_win').notNull().default(3),
    pointsDraw: integer('points_draw').notNull().default(1),
    pointsLoss: integer('points_loss').notNull().default(0),
    tiebreakers: text('tiebreakers')
      .array()
      .$type<Tiebreaker[]>()
      .notNull()
      .default(sql`'{head_to_head,score_difference,scored}'::text[]`),
    /** 0: no playoffs; else the top 2, 4 or 8 in a single-elimination bracket. */
    playoffTeams: integer('playoff_teams').notNull().default(0),
    thirdPlaceGame: boolean('third_place_game').notNull().default(false),
    registration: text('registration', { enum: SEASON_REGISTRATION }).notNull().default('closed'),
    /** The most players a team may have. */
    rosterSize: integer('roster_size').notNull().default(15),
    /** The per-player stat the season counts ("Goals", "Points"); null: appearances only. */
    statLabel: text('stat_label'),
    /** ISO weekdays (1 Monday to 7 Sunday) and HH:MM kick-off times of the match days, in `time_zone`. */
    matchWeekdays: integer('match_weekdays').array().notNull(),
    matchTimes: text('match_times').array().notNull(),
    timeZone: text('time_zone').notNull(),
    venues: jsonb('venues').$type<SeasonVenue[]>().notNull(),
    stage: text('stage', { enum: SEASON_STAGES }).notNull().default('setup'),
    /** When the regular season's fixtures were generated (they are generated once). */
    fixturesGeneratedAt: timestamp('fixtures_generated_at', { withTimezone: true }),
    championTeamId: uuid('champion_team_id').references((): AnyPgColumn => seasonTeams.id, {
      onDelete: 'set null',
    }),
    /** The secret in the season's and its teams' calendar feed URLs. */
    feedToken: text('feed_token').notNull().unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('seasons_league_idx').on(table.leagueId, table.startDate),
    check('seasons_dates', sql`${table.endDate} >= ${table.startDate}`),
    check('seasons_playoff_teams', sql`${table.playoffTeams} in (0, 2, 4, 8)`),
    check('seasons_roster_size', sql`${table.rosterSize} between 1 and 50`),
    check(
      'seasons_points',
      sql`${table.pointsWin} between 0 and 10 and ${table.pointsDraw} between 0 and 10 and ${table.pointsLoss} between 0 and 10`,
    ),
  ],
);

/** A team of a season: its name, colour and captain (one of its players). */
export const seasonTeams = pgTable(
  'season_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `#rrggbb`. */
    colour: text('colour').notNull(),
    captainId: text('captain_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('season_teams_season_name_idx').on(table.seasonId, sql`lower(${table.name})`),
    index('season_teams_captain_idx').on(table.captainId),
  ],
);

/** Who plays for a team: a player is on at most one team per season (the unique index decides). */
export const seasonTeamPlayers = pgTable(
  'season_team_players',
  {
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => seasonTeams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    uniqueIndex('season_team_players_one_team_idx').on(table.seasonId, table.userId),
    index('season_team_players_user_idx').on(table.userId),
  ],
);

/** A member asking the organisers to place them in a team (registration open, no team chosen). */
export const seasonPlacementRequests = pgTable(
  'season_placement_requests',
  {
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.seasonId, table.userId] })],
);

/**
 * A fixture: two teams, a slot (date and time in the season's zone, a venue) and the real game it is
 * (`game_id`, whose players are the two teams'). Regular fixtures have a `round` (the round robin's);
 * playoff fixtures have the bracket round (1 the first) and `bracket_slot` (its place in the round, from
 * the top), the third-place game flagged. The result: a score, the reporter, and its status (see
 * RESULT_STATUSES); `counted_at` is when it began to count in the table.
 */
export const seasonFixtures = pgTable(
  'season_fixtures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: FIXTURE_STAGES }).notNull().default('regular'),
    round: integer('round').notNull(),
    bracketSlot: integer('bracket_slot'),
    isThirdPlace: boolean('is_third_place').notNull().default(false),
    homeTeamId: uuid('home_team_id')
      .notNull()
      .references(() => seasonTeams.id, { onDelete: 'cascade' }),
    awayTeamId: uuid('away_team_id')
      .notNull()
      .references(() => seasonTeams.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:MM, 24 h, in the season's time zone. */
    time: text('time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: jsonb('venue').$type<SeasonVenue>().notNull(),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    /** A playoff level on score is decided otherwise (penalties, a shoot-out): the team that went through. */
    winnerTeamId: uuid('winner_team_id').references(() => seasonTeams.id, { onDelete: 'set null' }),
    resultStatus: text('result_status', { enum: RESULT_STATUSES }).notNull().default('none'),
    reportedBy: text('reported_by').references(() => users.id, { onDelete: 'set null' }),
    /** The team whose captain reported; null: an organiser did (final at once). */
    reportedForTeamId: uuid('reported_for_team_id').references(() => seasonTeams.id, {
      onDelete: 'set null',
    }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    disputedBy: text('disputed_by').references(() => users.id, { onDelete: 'set null' }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeReason: text('dispute_reason'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('season_fixtures_season_idx').on(table.seasonId, table.stage, table.round, table.startsAt),
    index('season_fixtures_home_idx').on(table.homeTeamId),
    index('season_fixtures_away_idx').on(table.awayTeamId),
    uniqueIndex('season_fixtures_game_idx').on(table.gameId),
    // The job that counts captains' reports after 48 hours reads only the reports still waiting.
    index('season_fixtures_reported_idx').on(table.reportedAt).where(sql`${table.resultStatus} = 'reported'`),
    // One bracket place per round (the third-place game has its own).
    uniqueIndex('season_fixtures_bracket_idx')
      .on(table.seasonId, table.round, table.bracketSlot, table.isThirdPlace)
      .where(sql`${table.stage} = 'playoff'`),
    check('season_fixtures_two_teams', sql`${table.homeTeamId} <> ${table.awayTeamId}`),
    check(
      'season_fixtures_scores',
      sql`coalesce(${table.homeScore}, 0) between 0 and 999 and coalesce(${table.awayScore}, 0) between 0 and 999`,
    ),
    check('season_fixtures_score_pair', sql`(${table.homeScore} is null) = (${table.awayScore} is null)`),
  ],
);

/**
 * Who played in a fixture (an appearance) and their stat in it (the season's `stat_label`): written with
 * the result, replaced when a result is reported again or settled.
 */
export const seasonFixturePlayers = pgTable(
  'season_fixture_players',
  {
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => seasonFixtures.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => seasonTeams.id, { onDelete: 'cascade' }),
    stat: integer('stat').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.fixtureId, table.userId] }),
    index('season_fixture_players_user_idx').on(table.userId),
    check('season_fixture_players_stat', sql`${table.stat} between 0 and 999`),
  ],
);
