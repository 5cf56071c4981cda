import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** A player's public face and preferences; created with the account (spec document 1 §3). */
export const userProfiles = pgTable('user_profiles', {
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
  notificationPreferences: jsonb('notification_preferences')
    .$type<Record<string, boolean>>()
    .notNull()
    .default({}),
  pushEnabled: boolean('push_enabled').notNull().default(false),
  pushToken: text('push_token'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
