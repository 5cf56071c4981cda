// Owner: games.
import {
  GAME_GENDERS,
  GAME_SKILL_LEVELS,
  JOIN_REQUEST_STATUSES,
  VENUE_COSTS,
} from '@rally/shared/games/games.schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
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
    /** Set once the game's start has passed and its players' sport activity has been counted. */
    activityRecordedAt: timestamp('activity_recorded_at', { withTimezone: true }),
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
    // Serves the minute job that counts started games into sport activity: only games not yet counted.
    index('games_activity_due_idx').on(table.startsAt).where(sql`${table.activityRecordedAt} is null`),
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
