// Owner: fair-play. Other features read a player's level through features/fair-play/fair-play.read-model.ts.
import { FAIR_PLAY_LEVELS } from '@rally/shared/fair-play/fair-play.constants';
import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Each player's fair-play record as last worked out: the attendance counts of the last 12 months and the
 * sportsmanship reviews it came from, and the level they make. Rewritten for one player when a review of
 * them is written or removed, when an outcome of theirs settles or is corrected, and when an outcome
 * leaves the 12 months: so a page reads one row per player instead of recounting. A player without a row
 * is "new".
 */
export const fairPlayRecords = pgTable('fair_play_records', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  attended: integer('attended').notNull().default(0),
  noShows: integer('no_shows').notNull().default(0),
  lateCancellations: integer('late_cancellations').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  reviewAverage: doublePrecision('review_average'),
  level: text('level', { enum: FAIR_PLAY_LEVELS }).notNull().default('new'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
