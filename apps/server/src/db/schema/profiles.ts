import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    bio: text('bio'),
    sports: text('sports').array().notNull().default([]),
    sportSkills: jsonb('sport_skills').$type<Record<string, string>>().notNull().default({}),
    gender: text('gender'),
    customGender: text('custom_gender'),
    /** Whether friends may see when this user is online (off hides it from everyone). */
    showActivityStatus: boolean('show_activity_status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Friend search matches name and username by prefix and substring.
  (table) => [index('user_profiles_name_idx').on(table.name)],
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
