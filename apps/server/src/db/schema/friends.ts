// Owner: friends.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * One row per pair of people: the requester (user_id), the recipient (friend_id) and the status.
 * Declined requests are deleted. The unique index on the unordered pair stops a second row in either direction.
 */
export const friendships = pgTable(
  'friendships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: text('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('friendships_pair_idx').using(
      'btree',
      sql`least(${table.userId}, ${table.friendId})`,
      sql`greatest(${table.userId}, ${table.friendId})`,
    ),
    index('friendships_user_id_idx').on(table.userId),
    index('friendships_friend_id_idx').on(table.friendId),
    check('friendships_not_self', sql`${table.userId} <> ${table.friendId}`),
  ],
);
