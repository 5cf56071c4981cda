// Owner: reviews. Other features read these rows through features/reviews/reviews.read-model.ts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { games } from './games.ts';

/** One player's review of another after a game both played; once per reviewed player per game. */
export const sportsmanshipReviews = pgTable(
  'sportsmanship_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewedUserId: text('reviewed_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a moderator removed it: kept as evidence, left out of the average, a tombstone where it stood. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sportsmanship_reviews_once_idx').on(table.gameId, table.reviewerId, table.reviewedUserId),
    index('sportsmanship_reviews_reviewed_idx').on(table.reviewedUserId, table.createdAt),
    check('sportsmanship_reviews_range', sql`${table.rating} between 1 and 5`),
    check('sportsmanship_reviews_not_self', sql`${table.reviewerId} <> ${table.reviewedUserId}`),
  ],
);
