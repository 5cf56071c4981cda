// Owner: notification-preferences.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * What reaches a player beyond the open tab (spec document 1 §2, §3): one row per user, written the first
 * time they save the settings page; until then the spec's defaults (§9) apply.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gameReminders: boolean('game_reminders').notNull().default(true),
  gameInvitations: boolean('game_invitations').notNull().default(true),
  gameCancellations: boolean('game_cancellations').notNull().default(true),
  gameActivity: boolean('game_activity').notNull().default(true),
  friendRequests: boolean('friend_requests').notNull().default(true),
  leagues: boolean('leagues').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  push: boolean('push').notNull().default(true),
  email: boolean('email').notNull().default(false),
  sms: boolean('sms').notNull().default(false),
  /** Kinds whose emails the player stopped with an email's one-click unsubscribe; other channels go on. */
  emailUnsubscribed: text('email_unsubscribed').array().notNull().default([]),
  /** For SMS, in E.164. */
  phone: text('phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One browser or device a player turned push on in; the endpoint is the push service's address for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
