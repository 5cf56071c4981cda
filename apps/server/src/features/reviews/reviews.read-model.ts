import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sportsmanshipReviews } from '../../db/schema/reviews.ts';

// What other features may read of sportsmanship reviews: a player's average and count, as correlated
// subqueries of the caller's own statement (served by sportsmanship_reviews_reviewed_idx).

/** The average rating the player received, null when none (a review a moderator removed not counted). */
export const sportsmanshipAverageOf = (userId: AnyPgColumn | SQL) =>
  sql<number | null>`(select avg(review.rating)::float8 from ${sportsmanshipReviews} review
      where review.reviewed_user_id = ${userId} and review.removed_at is null)`;

/** How many reviews the player received (a review a moderator removed not counted). */
export const sportsmanshipCountOf = (userId: AnyPgColumn | SQL) =>
  sql<number>`(select count(*)::int from ${sportsmanshipReviews} review
      where review.reviewed_user_id = ${userId} and review.removed_at is null)`.mapWith(Number);

/** Who was reviewed and how, for a feature that counts players' reviews by player (fair play). */
export const reviewedPlayerColumns = {
  /** For FROM and JOIN clauses only: read the rows through the columns below. */
  source: sportsmanshipReviews,
  reviewedUserId: sportsmanshipReviews.reviewedUserId,
  rating: sportsmanshipReviews.rating,
  /** Set when a moderator removed the review: it no longer counts. */
  removedAt: sportsmanshipReviews.removedAt,
};
