// Owner: presence.
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** The last sign of life of each user who shares activity status (spec: presence record). */
export const userPresence = pgTable('user_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isOnline: boolean('is_online').notNull().default(false),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
});
