// Owner: games.
import { REQUIRED_FAIR_PLAY_LEVELS } from '@rally/shared/fair-play/fair-play.constants';
import { ATTENDANCE_MARKS, ATTENDANCE_OUTCOMES } from '@rally/shared/games/game-day.limits';
import {
  GAME_GENDERS,
  GAME_SKILL_LEVELS,
  JOIN_REQUEST_STATUSES,
  VENUE_COSTS,
} from '@rally/shared/games/games.schemas';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { leagues } from './leagues.ts';

/**
 * A pickup game (spec document 2 §3). `date` and `time` are the wall-clock values the host typed, in
 * `time_zone`; `starts_at` is that moment in UTC, computed by the server, and decides upcoming versus
 * completed. `players_joined` counts the participant rows (the host is one), kept in the same
 * transaction as every join and leave. A cancelled game is deleted with everything hanging off it.
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Lower case, one of the 45 sports. */
    sport: text('sport').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:MM, 24 h. */
    time: text('time').notNull(),
    /** The IANA zone the host's date and time are in. */
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The venue as typed or chosen (trimmed); games at one venue share it. */
    location: text('location').notNull(),
    /** Where the venue is, when known: chosen from suggestions or a map click. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    maxPlayers: integer('max_players').notNull(),
    playersJoined: integer('players_joined').notNull().default(1),
    hostId: text('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillLevel: text('skill_level', { enum: GAME_SKILL_LEVELS }).notNull().default('any'),
    gender: text('gender', { enum: GAME_GENDERS }).notNull().default('co-ed'),
    venueCost: text('venue_cost', { enum: VENUE_COSTS }).notNull().default('free'),
    /** Only for a paid venue: the price per player, as the host typed it. */
    costAmount: numeric('cost_amount', { precision: 10, scale: 2, mode: 'number' }),
    description: text('description'),
    isPrivate: boolean('is_private').notNull().default(false),
    /** The host's what-to-expect content. */
    gameFormat: text('game_format'),
    whatToBring: text('what_to_bring'),
    /** The series this game is one of (null for a one-off game); the series' date it was made for. */
    seriesId: uuid('series_id').references((): AnyPgColumn => gameSeries.id, { onDelete: 'set null' }),
    seriesDate: date('series_date', { mode: 'string' }),
    /** The fewest players (host, participants and guests) the game goes ahead with; null: no minimum. */
    minPlayers: integer('min_players'),
    /** How many hours before the start a game below its minimum is called off. */
    decisionHours: integer('decision_hours').notNull().default(2),
    /** When the minimum was first reached and "Game on" went out (once per game). */
    gameOnAt: timestamp('game_on_at', { withTimezone: true }),
    /** When the decision time was judged (the game went ahead or was called off): once per game. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the game was called off at its decision time for too few players, and the reason given. */
    calledOffAt: timestamp('called_off_at', { withTimezone: true }),
    calledOffReason: text('called_off_reason'),
    /** Joins and requests close this many hours before the start; null: open until the start. */
    joinDeadlineHours: integer('join_deadline_hours'),
    /** A player leaving later than this many hours before the start is a late cancellation. */
    leaveDeadlineHours: integer('leave_deadline_hours'),
    /** How many guests each participant may bring; 0: guests are not allowed. */
    guestsPerPlayer: integer('guests_per_player').notNull().default(0),
    /** The fair-play level a player needs to join or ask to join (null: anyone), whether players too new to
     * have a level may, and whether the waitlist seats higher levels first. */
    minFairPlay: text('min_fair_play', { enum: REQUIRED_FAIR_PLAY_LEVELS }),
    newPlayersWelcome: boolean('new_players_welcome').notNull().default(true),
    waitlistByFairPlay: boolean('waitlist_by_fair_play').notNull().default(false),
    /** Bumped by every change players are told of: calendars read it as the event's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    /** Set once the game's start has passed and its players' sport activity has been counted. */
    activityRecordedAt: timestamp('activity_recorded_at', { withTimezone: true }),
    /**
     * Set once the check-in window has closed and each player's attendance was settled (once per game,
     * whatever the number of processes); games that started before attendance existed were marked so.
     */
    attendanceSettledAt: timestamp('attendance_settled_at', { withTimezone: true }),
    /** When the host or a co-host last published the teams (game_teams); null: no teams shown. */
    teamsPublishedAt: timestamp('teams_published_at', { withTimezone: true }),
    /** When the final result was recorded, by whom, and the winning team (null with a result: a draw). */
    resultRecordedAt: timestamp('result_recorded_at', { withTimezone: true }),
    resultRecordedBy: text('result_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    resultWinner: integer('result_winner'),
    /**
     * Set for a league season's fixture (issue 29): the game belongs to the league. Its players are the
     * two teams' (kept by the season), league members see it, and nobody finds or joins it from /find.
     */
    leagueId: uuid('league_id').references((): AnyPgColumn => leagues.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('games_starts_at_idx').on(table.startsAt),
    // Places read the games of the day the clock cuts (today) by start and location alone: index-only.
    index('games_starts_at_location_idx').on(table.startsAt, table.location),
    index('games_sport_starts_at_idx').on(table.sport, table.startsAt),
    index('games_host_id_idx').on(table.hostId),
    index('games_created_at_idx').on(table.createdAt),
    index('games_league_idx').on(table.leagueId).where(sql`${table.leagueId} is not null`),
    // One game per series and date: the job that creates a series' games ahead is idempotent on it.
    uniqueIndex('games_series_date_idx').on(table.seriesId, table.seriesDate),
    // The minute job that decides go or no-go reads only the undecided games with a minimum.
    index('games_decision_due_idx')
      .on(table.startsAt)
      .where(sql`${table.minPlayers} is not null and ${table.decidedAt} is null`),
    // Serves the minute job that counts started games into sport activity: only games not yet counted.
    index('games_activity_due_idx').on(table.startsAt).where(sql`${table.activityRecordedAt} is null`),
    // The minute job that settles attendance reads only the games not yet settled.
    index('games_attendance_due_idx').on(table.startsAt).where(sql`${table.attendanceSettledAt} is null`),
    index('games_location_idx').using('btree', sql`lower(${table.location})`),
    // Serves the find search (a case-insensitive substring of title or location) at scale.
    index('games_search_idx').using(
      'gin',
      sql`(lower(${table.title} || ' ' || ${table.location})) gin_trgm_ops`,
    ),
    // Serves "within N miles of a point, upcoming": the earth point and the start's epoch as one 4-D
    // cube (game_place_and_start, defined by migration 0007 and made restorable by 0011), so a search box
    // of place and time reads only the upcoming games near the point, and `~> 7` walks them soonest
    // first (the find list).
    index('games_place_and_start_idx')
      .using('gist', sql`game_place_and_start(${table.latitude}, ${table.longitude}, ${table.startsAt})`)
      .where(sql`${table.latitude} is not null and ${table.longitude} is not null`),
    // The create form allows 2-30; a game between two leagues holds two teams of up to 50.
    check('games_players_range', sql`${table.maxPlayers} between 2 and 100`),
    check('games_players_joined_range', sql`${table.playersJoined} between 0 and ${table.maxPlayers}`),
    check('games_cost_only_when_paid', sql`${table.venueCost} = 'paid' or ${table.costAmount} is null`),
    check('games_position_pair', sql`(${table.latitude} is null) = (${table.longitude} is null)`),
    check(
      'games_min_players_range',
      sql`${table.minPlayers} is null or ${table.minPlayers} between 2 and ${table.maxPlayers}`,
    ),
    check('games_decision_hours_range', sql`${table.decisionHours} between 1 and 168`),
    check(
      'games_join_deadline_range',
      sql`${table.joinDeadlineHours} is null or ${table.joinDeadlineHours} between 1 and 168`,
    ),
    check(
      'games_leave_deadline_range',
      sql`${table.leaveDeadlineHours} is null or ${table.leaveDeadlineHours} between 1 and 168`,
    ),
    check('games_guests_per_player_range', sql`${table.guestsPerPlayer} between 0 and 10`),
    check('games_series_date_given', sql`${table.seriesId} is null or ${table.seriesDate} is not null`),
  ],
);

/**
 * The same game every week (or every N weeks) on one or more weekdays: stored once, its games made ahead
 * by a job from the template fields below (what a new game of the series copies). `createdThrough` is the
 * last date the job has made a game for; `endedAt` is set when the host ends the series.
 */
export const gameSeries = pgTable(
  'game_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: text('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO weekdays, 1 (Monday) to 7 (Sunday), in the series' time zone. */
    weekdays: integer('weekdays').array().notNull(),
    intervalWeeks: integer('interval_weeks').notNull().default(1),
    /** The first date of the series (its first week), the time of every game and their zone. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Ends after this many games, or on this date (inclusive), or never (both null). */
    endsAfterCount: integer('ends_after_count'),
    endsOn: date('ends_on', { mode: 'string' }),
    /** At most this many regulars (below the game's size keeps spots open to newcomers); null: up to the size. */
    regularsCap: integer('regulars_cap'),
    title: text('title').notNull(),
    sport: text('sport').notNull(),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    maxPlayers: integer('max_players').notNull(),
    skillLevel: text('skill_level', { enum: GAME_SKILL_LEVELS }).notNull().default('any'),
    gender: text('gender', { enum: GAME_GENDERS }).notNull().default('co-ed'),
    venueCost: text('venue_cost', { enum: VENUE_COSTS }).notNull().default('free'),
    costAmount: numeric('cost_amount', { precision: 10, scale: 2, mode: 'number' }),
    description: text('description'),
    isPrivate: boolean('is_private').notNull().default(false),
    gameFormat: text('game_format'),
    whatToBring: text('what_to_bring'),
    minPlayers: integer('min_players'),
    decisionHours: integer('decision_hours').notNull().default(2),
    joinDeadlineHours: integer('join_deadline_hours'),
    leaveDeadlineHours: integer('leave_deadline_hours'),
    guestsPerPlayer: integer('guests_per_player').notNull().default(0),
    /** As on games: the fair-play level a player needs to join or ask to join (null: anyone), whether players too new to
     * have a level may, and whether the waitlist seats higher levels first. */
    minFairPlay: text('min_fair_play', { enum: REQUIRED_FAIR_PLAY_LEVELS }),
    newPlayersWelcome: boolean('new_players_welcome').notNull().default(true),
    waitlistByFairPlay: boolean('waitlist_by_fair_play').notNull().default(false),
    createdThrough: date('created_through', { mode: 'string' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('game_series_host_idx').on(table.hostId),
    // The window job walks only the series still running.
    index('game_series_running_idx').on(table.createdThrough).where(sql`${table.endedAt} is null`),
    check('game_series_interval_range', sql`${table.intervalWeeks} between 1 and 8`),
    check('game_series_weekdays_given', sql`cardinality(${table.weekdays}) between 1 and 7`),
    check('game_series_players_range', sql`${table.maxPlayers} between 2 and 100`),
    check(
      'game_series_count_range',
      sql`${table.endsAfterCount} is null or ${table.endsAfterCount} between 1 and 200`,
    ),
  ],
);

/** A series' regulars: each holds a spot in every game of the series as it is made. */
export const gameSeriesRegulars = pgTable(
  'game_series_regulars',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => gameSeries.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.seriesId, table.userId] }),
    index('game_series_regulars_user_idx').on(table.userId),
  ],
);

/**
 * Who co-hosts a game: they may do what its host does except delete a series or remove the host. In a
 * series a co-host is one of every game of it (`game_series_cohosts`, copied into each new game).
 */
export const gameCohosts = pgTable(
  'game_cohosts',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    index('game_cohosts_user_idx').on(table.userId),
  ],
);

export const gameSeriesCohosts = pgTable(
  'game_series_cohosts',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => gameSeries.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.seriesId, table.userId] })],
);

/**
 * A guest a participant brings ("+1 Sam"): no account, one spot (counted in `players_joined`), shown
 * under the player who brought them, and gone when that player leaves.
 */
export const gameGuests = pgTable(
  'game_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    broughtBy: text('brought_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('game_guests_game_idx').on(table.gameId, table.broughtBy)],
);

/** A player who left after the game's leave deadline: the game-day features read it. */
export const gameLateCancellations = pgTable(
  'game_late_cancellations',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leftAt: timestamp('left_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    index('game_late_cancellations_user_idx').on(table.userId),
  ],
);

/** Who plays: the host from creation, then everyone who joins or is approved. */
export const gameParticipants = pgTable(
  'game_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_participants_game_user_idx').on(table.gameId, table.userId),
    index('game_participants_user_idx').on(table.userId, table.joinedAt),
    // Friends Activity reads the newest joins of a few dozen friends: walking joins newest first and
    // keeping the friends' stops after a few hundred rows, where reading every join of each friend
    // (hundreds each on a busy Rally) and sorting them did not.
    index('game_participants_joined_at_idx').on(table.joinedAt),
  ],
);

/** A request to join a private game; the host approves (the requester becomes a participant) or rejects. */
export const gameJoinRequests = pgTable(
  'game_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status', { enum: JOIN_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_join_requests_game_user_idx').on(table.gameId, table.userId),
    index('game_join_requests_user_idx').on(table.userId),
  ],
);

/** A friend the host invited; an invited player may join a private game without asking. */
export const gameInvitations = pgTable(
  'game_invitations',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    index('game_invitations_user_idx').on(table.userId),
  ],
);

/** The line for a full public game, first come first served; the first in line takes a freed spot. */
export const gameWaitlist = pgTable(
  'game_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_waitlist_game_user_idx').on(table.gameId, table.userId),
    index('game_waitlist_game_line_idx').on(table.gameId, table.createdAt),
    index('game_waitlist_user_idx').on(table.userId),
  ],
);

/** A player's own 1-5 star rating of a game they played (the my-game summary). */
export const gameRatings = pgTable(
  'game_ratings',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    check('game_ratings_range', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * One player's attendance at one game: their own check-in, the host's (or a co-host's) mark, and the
 * outcome settled when the check-in window closes (correctable for 48 hours after the start). A player
 * who left late has a row with the outcome `late_cancellation` and no check-in.
 */
export const gameAttendance = pgTable(
  'game_attendance',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** The host's or a co-host's word: present or absent; null when they said nothing. */
    mark: text('mark', { enum: ATTENDANCE_MARKS }),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    /** Null until the game is settled. */
    outcome: text('outcome', { enum: ATTENDANCE_OUTCOMES }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    // A player's record: their outcomes settled in the last 12 months, read from the index alone
    // (a page's roster names a few dozen players with hundreds of settled games each). Whole, not
    // partial, so deleting an account finds its unsettled check-ins too.
    index('game_attendance_record_idx').on(table.userId, table.settledAt, table.outcome),
    check('game_attendance_mark', sql`${table.mark} is null or ${table.mark} in ('present', 'absent')`),
    check(
      'game_attendance_outcome',
      sql`${table.outcome} is null or ${table.outcome} in ('attended', 'no_show', 'late_cancellation')`,
    ),
  ],
);

/** A game's published teams (numbered from 1), each with its name and, once recorded, its score. */
export const gameTeams = pgTable(
  'game_teams',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamNo: integer('team_no').notNull(),
    name: text('name').notNull(),
    score: integer('score'),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.teamNo] }),
    check('game_teams_no_range', sql`${table.teamNo} between 1 and 8`),
    check('game_teams_score_range', sql`${table.score} is null or ${table.score} between 0 and 9999`),
  ],
);

/** Who is on which published team: a player (user_id) or a guest a player brought (guest_id). */
export const gameTeamMembers = pgTable(
  'game_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id').notNull(),
    teamNo: integer('team_no').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => gameGuests.id, { onDelete: 'cascade' }),
  },
  (table) => [
    foreignKey({
      columns: [table.gameId, table.teamNo],
      foreignColumns: [gameTeams.gameId, gameTeams.teamNo],
    }).onDelete('cascade'),
    uniqueIndex('game_team_members_user_idx').on(table.gameId, table.userId),
    uniqueIndex('game_team_members_guest_idx').on(table.gameId, table.guestId),
    // A player's wins, losses and draws per sport read their team places.
    index('game_team_members_player_idx').on(table.userId),
    check('game_team_members_one_kind', sql`(${table.userId} is null) <> (${table.guestId} is null)`),
  ],
);
