// Owner: calendar.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** The secret behind a user's calendar feed URL; resetting it replaces the row, killing the old URL. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
