import { reviewMessages } from '@rally/shared/reviews/reviews.messages';
import { AppError, badRequest, conflict, forbidden } from '../../lib/app-error.ts';

/** "Completed" is decided by the server clock: the start has passed (spec document 2 §4). */
export const hasTakenPlace = (startsAt: Date, now: Date) => startsAt.getTime() <= now.getTime();

/**
 * Why this review may not be written, or null when it may (spec document 2 §4, §6): only a player of
 * a game that has taken place reviews another player of that game.
 */
export function reviewRefusal(input: {
  reviewerId: string;
  reviewedUserId: string;
  playerIds: ReadonlySet<string>;
  startsAt: Date;
  now: Date;
}): AppError | null {
  if (!input.playerIds.has(input.reviewerId)) return forbidden(reviewMessages.onlyPlayers);
  if (!hasTakenPlace(input.startsAt, input.now))
    return conflict('review_not_open', reviewMessages.notYetPlayedShort);
  if (input.reviewedUserId === input.reviewerId) return badRequest('bad_request', reviewMessages.notSelf);
  if (!input.playerIds.has(input.reviewedUserId))
    return badRequest('bad_request', reviewMessages.reviewedNotPlayer);
  return null;
}

/** The game is missing: the review page's own text. */
export const gameNotFound = () => new AppError('not_found', reviewMessages.notFoundTitle);
