import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Roles beyond a player's (spec: user_roles; only `admin` is checked). The source of truth for who administers. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check('user_roles_role_check', sql`${table.role} in ('admin')`),
  ],
);

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
