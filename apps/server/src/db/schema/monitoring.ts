// Owner: monitoring.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * When each user was last seen using Rally (any signed-in request), written at most every few
 * minutes per user: daily and weekly active users are counted from it.
 */
export const userActivity = pgTable(
  'user_activity',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_activity_last_active_idx').on(table.lastActiveAt)],
);

/**
 * Every running server process, by heartbeat: what the administrator's figures sum over processes
 * (realtime connections). A row whose heartbeat is older than a few intervals is a process gone.
 */
export const serverProcesses = pgTable('server_processes', {
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  realtimeConnections: integer('realtime_connections').notNull().default(0),
  version: text('version').notNull(),
});
