// Owner: blocks. Other features ask through the blocks module's port (is either blocked, or a SQL filter).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * One player blocking another. Stored one way (who blocked whom, for the blocker's own list), enforced
 * both ways: every rule asks whether either of the two blocked the other.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    // "Did either block the other" reads the key one way and this index the other.
    index('user_blocks_blocked_idx').on(table.blockedId, table.blockerId),
    check('user_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);
