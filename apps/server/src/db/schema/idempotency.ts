// Owner: platform.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The answers to writes sent with an `Idempotency-Key`, per account and key, so a retried request gets
 * the first one's answer instead of running twice. A row without a status is a request still running
 * (or one whose process ended before it answered). Rows are swept once they expire.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** A hash of the method, the path and the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer's status; null while the request runs. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotent_requests_expires_at_idx').on(table.expiresAt),
  ],
);
