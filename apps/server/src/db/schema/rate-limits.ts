// Owner: platform.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters, in the database so every server process shares them and a restart forgives
 * nothing. One row per counted thing (a route and client address, an account, an account and address),
 * reset when its window ends; expired rows are swept periodically.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** Names what is counted; the account and address parts are keyed hashes, never the raw values. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
