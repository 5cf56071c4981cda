import type { GamePerson } from '@rally/shared/games/games.schemas';
import type { ProfileGame, ProfileReview } from '@rally/shared/profiles/profiles.schemas';
import { reviewMessages } from '@rally/shared/reviews/reviews.messages';
import type { PendingReview, ReviewGame } from '@rally/shared/reviews/reviews.schemas';
import { hostPerson } from '../../lib/host-person.ts';
import type {
  PendingRow,
  PersonRow,
  PlayerGameRow,
  ReceivedReviewRow,
  ReviewGameRow,
} from './reviews.repository.ts';

// Rows to wire shapes.

export const toPerson = (row: PersonRow): GamePerson => ({
  id: row.id,
  name: row.name,
  username: row.username,
  avatarUrl: row.avatarUrl,
});

export const toReviewGame = (row: ReviewGameRow): ReviewGame => ({
  id: row.id,
  title: row.title,
  sport: row.sport,
  date: row.date,
  time: row.time,
  timeZone: row.timeZone,
  startsAt: row.startsAt.toISOString(),
  location: row.location,
  description: row.description,
  host: hostPerson(row),
});

export const toPendingReview = (row: PendingRow): PendingReview => ({
  game: { id: row.gameId, title: row.title, sport: row.sport, startsAt: row.startsAt.toISOString() },
  player: toPerson(row.player),
});

/** Spec document 2 §3: a missing game reads Unknown Game, a missing reviewer Unknown. */
export const toProfileReview = (row: ReceivedReviewRow): ProfileReview => ({
  id: row.id,
  rating: row.rating,
  // A moderator's removal keeps the row as evidence; nobody reads its comment again.
  comment: row.removedAt ? null : row.comment,
  reviewerName: row.reviewerName ?? reviewMessages.unknownReviewer,
  reviewerId: row.reviewerId,
  gameTitle: row.gameTitle ?? reviewMessages.unknownGame,
  createdAt: row.createdAt.toISOString(),
  removed: row.removedAt !== null,
});

export const toProfileGame = (row: PlayerGameRow): ProfileGame => ({
  id: row.id,
  title: row.title,
  sport: row.sport,
  location: row.location,
  startDatetime: row.startsAt.toISOString(),
  timeZone: row.timeZone,
});

/** Spec document 2 §9: the average is rounded to one decimal. */
export const roundRating = (average: number | null) =>
  average === null ? null : Math.round(average * 10) / 10;
