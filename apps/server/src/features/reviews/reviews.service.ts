import { blocksMessages } from '@rally/shared/blocks/blocks.messages';
import type { ProfileGame, ProfileReview } from '@rally/shared/profiles/profiles.schemas';
import { profileChangeTopics } from '@rally/shared/realtime/realtime.schemas';
import { reviewMessages } from '@rally/shared/reviews/reviews.messages';
import {
  type NewReview,
  PENDING_REVIEWS_MAX,
  type PendingReviewList,
  type Review,
  type ReviewPage,
} from '@rally/shared/reviews/reviews.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import { gameNotFound, hasTakenPlace, reviewRefusal } from './reviews.policy.ts';
import type { ReviewsRepository } from './reviews.repository.ts';
import {
  roundRating,
  toPendingReview,
  toPerson,
  toProfileGame,
  toProfileReview,
  toReviewGame,
} from './reviews.views.ts';

/** How many games and reviews a profile lists in each tab. */
const PROFILE_LIST_MAX = 20;

/** What a profile shows of a player's games and reviews (the profiles feature reads it). */
export type PlayerRecord = {
  games: number;
  rating: number | null;
  upcomingGames: ProfileGame[];
  pastGames: ProfileGame[];
  reviews: ProfileReview[];
};

/** Blocks between players (blocks feature): neither of a blocked pair reviews the other. */
export type ReviewBlocks = {
  eitherBlocked(a: string, b: string): Promise<boolean>;
  blockedWith(userId: string): Promise<Set<string>>;
};

type Deps = {
  reviewsRepo: ReviewsRepository;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
  blocks?: ReviewBlocks | undefined;
  /** Rewrites the reviewed player's fair-play record with the review (fair-play feature). */
  fairPlay?: ReviewFairPlay | undefined;
};

/** The fair-play record's refresh, run in the review's transaction. */
export type ReviewFairPlay = { refresh(userId: string, tx: Database): Promise<void> };

export function createReviewsService({ reviewsRepo, bus, clock, blocks, fairPlay }: Deps) {
  return {
    /**
     * The review page: the game's header for anyone who may open it, and, once the game has taken
     * place, the other players the viewer (a player) has not reviewed yet. A private game is shown
     * only to its players.
     */
    async page(viewerId: string, gameId: string): Promise<ReviewPage> {
      const game = await reviewsRepo.findGame(gameId);
      if (!game) throw gameNotFound();
      const players = await reviewsRepo.players(gameId);
      const isPlayer = players.some((player) => player.id === viewerId);
      if (game.isPrivate && !isPlayer) throw gameNotFound();
      const completed = hasTakenPlace(game.startsAt, clock.now());
      const reviewed = completed && isPlayer ? await reviewsRepo.reviewedIn(gameId, viewerId) : new Set();
      const blocked = completed && isPlayer && blocks ? await blocks.blockedWith(viewerId) : new Set();
      const reviewable =
        completed && isPlayer
          ? players
              .filter(
                (player) => player.id !== viewerId && !reviewed.has(player.id) && !blocked.has(player.id),
              )
              .map(toPerson)
          : [];
      return { game: toReviewGame(game), completed, isPlayer, reviewable };
    },

    /**
     * Saves one player's review of another after a game both played: once per reviewed player per
     * game (spec document 2 §4). The reviewed player's open profile refreshes; nobody is notified, as
     * in the spec's product (a review is read on the profile, not announced).
     */
    async submit(viewerId: string, gameId: string, input: NewReview): Promise<Review> {
      const game = await reviewsRepo.findGame(gameId);
      if (!game) throw gameNotFound();
      const players = await reviewsRepo.players(gameId);
      const playerIds = new Set(players.map((player) => player.id));
      if (game.isPrivate && !playerIds.has(viewerId)) throw gameNotFound();
      const refusal = reviewRefusal({
        reviewerId: viewerId,
        reviewedUserId: input.reviewedUserId,
        playerIds,
        startsAt: game.startsAt,
        now: clock.now(),
      });
      if (refusal) throw refusal;
      if (await blocks?.eitherBlocked(viewerId, input.reviewedUserId))
        throw forbidden(blocksMessages.cannotReview);
      // The reviewed player's fair-play record changes with the review, in its transaction.
      const row = await reviewsRepo.transaction(async (tx) => {
        const inserted = await reviewsRepo.insert(
          {
            gameId,
            reviewerId: viewerId,
            reviewedUserId: input.reviewedUserId,
            rating: input.rating,
            comment: input.comment,
            createdAt: clock.now(),
          },
          tx,
        );
        if (inserted) await fairPlay?.refresh(input.reviewedUserId, tx);
        return inserted;
      });
      if (!row) throw conflict('already_reviewed', reviewMessages.alreadyReviewed);
      await bus.publishToMany(profileChangeTopics(input.reviewedUserId), {
        type: 'profile.changed',
        userId: input.reviewedUserId,
      });
      return {
        id: row.id,
        gameId: row.gameId,
        reviewedUserId: row.reviewedUserId,
        rating: row.rating,
        comment: row.comment,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** The Write Reviews tab: every player the viewer can still review, latest games first. */
    async pending(viewerId: string): Promise<PendingReviewList> {
      const rows = await reviewsRepo.pending(viewerId, clock.now(), PENDING_REVIEWS_MAX);
      return { pending: rows.map(toPendingReview) };
    },

    /**
     * A player's record for their profile: games played (hosted or joined, start passed), the average
     * rating received, their upcoming and past games (another viewer sees a private game only when
     * they play in it too), and the reviews received, newest first.
     */
    async playerRecord(viewerId: string, userId: string): Promise<PlayerRecord> {
      const now = clock.now();
      const [games, average, upcoming, past, reviews] = await Promise.all([
        reviewsRepo.countPlayed(userId, now),
        reviewsRepo.averageRating(userId),
        reviewsRepo.playerGames(userId, viewerId, now, 'upcoming', PROFILE_LIST_MAX),
        reviewsRepo.playerGames(userId, viewerId, now, 'past', PROFILE_LIST_MAX),
        reviewsRepo.received(userId, PROFILE_LIST_MAX),
      ]);
      return {
        games,
        rating: roundRating(average),
        upcomingGames: upcoming.map(toProfileGame),
        pastGames: past.map(toProfileGame),
        reviews: reviews.map(toProfileReview),
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
