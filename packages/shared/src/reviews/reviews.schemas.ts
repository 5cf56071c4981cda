import { z } from 'zod';
import { gamePersonSchema, gameSummarySchema } from '../games/games.schemas.ts';
import { cleanText } from '../text-filter.ts';
import { reviewMessages } from './reviews.messages.ts';

/** Spec document 2 §9 and document 1 §9: 1 to 5 stars, 5 preselected. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_RATING_DEFAULT = 5;
/** Rally's own bound on a review's comment. */
export const REVIEW_COMMENT_MAX_LENGTH = 1_000;

const ratingSchema = z
  .number({ error: reviewMessages.ratingRequired })
  .int(reviewMessages.ratingRequired)
  .min(REVIEW_RATING_MIN, reviewMessages.ratingRequired)
  .max(REVIEW_RATING_MAX, reviewMessages.ratingRequired);

/**
 * POST /api/games/{id}/reviews and the review form. The form starts at 5 stars; the request must say
 * the rating, so a client that lost it is told "Rating Required" instead of sending a silent 5.
 */
export const createReviewInput = z.object({
  reviewedUserId: z.string().trim().min(1, 'Please choose a player to review.').max(100),
  rating: ratingSchema,
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX_LENGTH, `Must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`)
    .apply(cleanText('review'))
    .nullish()
    .transform((text) => text || null),
});
export type CreateReviewInput = z.input<typeof createReviewInput>;
export type NewReview = z.output<typeof createReviewInput>;

export const reviewSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  reviewedUserId: z.string(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The game as the review page's header shows it (spec document 2 §2 Review page). */
export const reviewGameSchema = gameSummarySchema
  .pick({
    id: true,
    title: true,
    sport: true,
    date: true,
    time: true,
    timeZone: true,
    startsAt: true,
    location: true,
    host: true,
  })
  .extend({ description: z.string().nullable() });
export type ReviewGame = z.infer<typeof reviewGameSchema>;

/** GET /api/games/{id}/review-page: everything the review page draws, in one response. */
export const reviewPageSchema = z.object({
  game: reviewGameSchema,
  /** Decided by the server clock: the start has passed, so reviews are open. */
  completed: z.boolean(),
  /** Whether the viewer played in the game (host included): only players review. */
  isPlayer: z.boolean(),
  /** The other players the viewer may still review: empty before the start and for non-players. */
  reviewable: z.array(gamePersonSchema),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** One player the viewer can still review, with the game they played together. */
export const pendingReviewSchema = z.object({
  game: z.object({ id: z.string(), title: z.string(), sport: z.string(), startsAt: z.string() }),
  player: gamePersonSchema,
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;

/** GET /api/reviews/pending: the Write Reviews tab, most recent games first. */
export const pendingReviewListSchema = z.object({ pending: z.array(pendingReviewSchema) });
export type PendingReviewList = z.infer<typeof pendingReviewListSchema>;

/** How many pending items one response lists at most. */
export const PENDING_REVIEWS_MAX = 100;
