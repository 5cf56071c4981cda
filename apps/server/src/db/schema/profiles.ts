// Owner: profiles.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** A player's public face and preferences; created when the account's email is verified (spec document 1 §3). */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    avatarUrl: text('avatar_url'),
    location: text('location'),
    /**
     * The position of `location` (from the suggestion picked, else the gazetteer): where Rally measures
     * "near you" from when the browser gives no position. Null when the place is unknown.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    bio: text('bio'),
    sports: text('sports').array().notNull().default([]),
    sportSkills: jsonb('sport_skills').$type<Record<string, string>>().notNull().default({}),
    gender: text('gender'),
    customGender: text('custom_gender'),
    /** 'mi' or 'km'; null follows the browser's locale. */
    distanceUnit: text('distance_unit', { enum: ['mi', 'km'] }),
    /** Whether friends may see when this user is online (off hides it from everyone). */
    showActivityStatus: boolean('show_activity_status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Friend search matches name and username by prefix and substring.
  (table) => [
    index('user_profiles_name_idx').on(table.name),
    check('user_profiles_position_pair', sql`(${table.latitude} is null) = (${table.longitude} is null)`),
    check(
      'user_profiles_distance_unit',
      sql`${table.distanceUnit} is null or ${table.distanceUnit} in ('mi', 'km')`,
    ),
  ],
);

/** How often a user has played each sport; fed by games, read by the profile's Sport Activity card. */
export const userSportActivities = pgTable(
  'user_sport_activities',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sport: text('sport').notNull(),
    timesPlayed: integer('times_played').notNull().default(0),
    lastPlayed: timestamp('last_played', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sport] })],
);
