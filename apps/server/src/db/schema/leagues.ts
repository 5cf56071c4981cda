// Owner: leagues.
import { JOIN_REQUEST_STATUSES } from '@rally/shared/games/games.schemas';
import { LEAGUE_SKILL_LEVELS, SECTION_TABS } from '@rally/shared/leagues/leagues.schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A league (spec document 2 §3, `user_leagues`). The creator is a member row from creation, like a
 * game's host, so `member_count` is the number of membership rows, kept in the same transaction as
 * every join, approval and leave. Deleting a league deletes everything hanging off it.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower case, one of the 45 sports. */
    sport: text('sport').notNull(),
    description: text('description'),
    skillLevel: text('skill_level', { enum: LEAGUE_SKILL_LEVELS }).notNull(),
    /** Null means no limit. */
    maxMembers: integer('max_members'),
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * Where the league plays, when Create League was given a place; else Discover measures from the
     * creator's place. The position is the place's, from the suggestion picked or the gazetteer.
     */
    place: text('place'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    memberCount: integer('member_count').notNull().default(1),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leagues_sport_members_idx').on(table.sport, table.memberCount),
    index('leagues_members_idx').on(table.memberCount),
    index('leagues_created_by_idx').on(table.createdBy),
    // Serves Search leagues (a case-insensitive substring of the name) at scale.
    index('leagues_name_search_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    check('leagues_position_pair', sql`(${table.latitude} is null) = (${table.longitude} is null)`),
    check(
      'leagues_max_members_range',
      sql`${table.maxMembers} is null or ${table.maxMembers} between 2 and 50`,
    ),
    check(
      'leagues_member_count_range',
      sql`${table.memberCount} >= 1 and (${table.maxMembers} is null or ${table.memberCount} <= ${table.maxMembers})`,
    ),
  ],
);

/** Who belongs: the creator from creation (`is_creator`), then everyone who joins or is approved. */
export const leagueMemberships = pgTable(
  'league_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isCreator: boolean('is_creator').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('league_memberships_league_user_idx').on(table.leagueId, table.userId),
    index('league_memberships_user_idx').on(table.userId),
  ],
);

/**
 * The members a league's creator names co-organisers (issue 29): with the creator they run the league's
 * seasons (teams, fixtures, results). The creator is not listed: they organise by being the creator.
 */
export const leagueOrganisers = pgTable(
  'league_organisers',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.userId] }),
    index('league_organisers_user_idx').on(table.userId),
  ],
);

/** A request to join a private league; the creator approves (a membership is added) or rejects. */
export const leagueJoinRequests = pgTable(
  'league_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status', { enum: JOIN_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('league_join_requests_league_user_idx').on(table.leagueId, table.userId),
    index('league_join_requests_pending_idx')
      .on(table.leagueId, table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    index('league_join_requests_user_idx').on(table.userId),
  ],
);

/** A tab's saved title and content (Teams, Schedule, News, Stats, Media), edited by the creator. */
export const leagueSections = pgTable(
  'league_sections',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    tab: text('tab', { enum: SECTION_TABS }).notNull(),
    title: text('title'),
    content: text('content'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.leagueId, table.tab] })],
);

/** A news post on the league's News tab. */
export const leagueNewsPosts = pgTable(
  'league_news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a moderator removed it: kept as evidence, shown as a tombstone where it stood. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('league_news_posts_league_idx').on(table.leagueId, table.createdAt)],
);

/**
 * An image of a news post, stored through the media storage under a random key (decision 0007).
 * The row goes with its post or league; the stored file is deleted by the code that deletes the row.
 */
export const leagueNewsImages = pgTable(
  'league_news_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => leagueNewsPosts.id, { onDelete: 'cascade' }),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('league_news_images_post_idx').on(table.postId, table.createdAt),
    index('league_news_images_league_idx').on(table.leagueId, table.createdAt),
  ],
);
