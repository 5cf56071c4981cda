import { and, asc, avg, count, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sportsmanshipReviews } from '../../db/schema/reviews.ts';
import { transactionRunner } from '../../db/transaction.ts';
import { notBlockedWith } from '../blocks/blocks.read-model.ts';
import { gameColumns, gamePlayerColumns, gamePlayerColumnsAs } from '../games/games.read-model.ts';
import { profileColumns } from '../profiles/profiles.read-model.ts';

// Reviews read the games tables (a review is about a game its players shared) but never write them.

/** A player as the review screens show them; the profile fields are null without a profile. */
export type PersonRow = {
  id: string;
  name: string | null;
  username: string | null;
  avatarUrl: string | null;
};

export type ReviewGameRow = {
  id: string;
  title: string;
  sport: string;
  date: string;
  time: string;
  timeZone: string;
  startsAt: Date;
  location: string;
  description: string | null;
  isPrivate: boolean;
  hostId: string;
  hostName: string | null;
  hostUsername: string | null;
  hostAvatarUrl: string | null;
};

export type PendingRow = {
  gameId: string;
  title: string;
  sport: string;
  startsAt: Date;
  player: PersonRow;
};

export type ReceivedReviewRow = {
  id: string;
  rating: number;
  comment: string | null;
  reviewerName: string | null;
  reviewerId: string;
  gameTitle: string | null;
  createdAt: Date;
  removedAt: Date | null;
};

export type PlayerGameRow = {
  id: string;
  title: string;
  sport: string;
  location: string;
  startsAt: Date;
  timeZone: string;
};

const person = {
  id: gamePlayerColumns.userId,
  name: profileColumns.name,
  username: profileColumns.username,
  avatarUrl: profileColumns.avatarUrl,
};

export function createReviewsRepository(db: Database) {
  const profileStatements = prepareProfileStatements(db);
  return {
    transaction: transactionRunner(db),
    /** The game with its host's card, or undefined when there is no such game. */
    async findGame(gameId: string): Promise<ReviewGameRow | undefined> {
      const [row] = await db
        .select({
          id: gameColumns.id,
          title: gameColumns.title,
          sport: gameColumns.sport,
          date: gameColumns.date,
          time: gameColumns.time,
          timeZone: gameColumns.timeZone,
          startsAt: gameColumns.startsAt,
          location: gameColumns.location,
          description: gameColumns.description,
          isPrivate: gameColumns.isPrivate,
          hostId: gameColumns.hostId,
          hostName: profileColumns.name,
          hostUsername: profileColumns.username,
          hostAvatarUrl: profileColumns.avatarUrl,
        })
        .from(gameColumns.source)
        .leftJoin(profileColumns.source, eq(profileColumns.userId, gameColumns.hostId))
        .where(eq(gameColumns.id, gameId));
      return row;
    },

    /** Everyone who played the game (the host included), in the order they joined. */
    async players(gameId: string): Promise<PersonRow[]> {
      return db
        .select(person)
        .from(gamePlayerColumns.source)
        .leftJoin(profileColumns.source, eq(profileColumns.userId, gamePlayerColumns.userId))
        .where(eq(gamePlayerColumns.gameId, gameId))
        .orderBy(asc(gamePlayerColumns.joinedAt));
    },

    /** Whom the reviewer has already reviewed for this game. */
    async reviewedIn(gameId: string, reviewerId: string): Promise<Set<string>> {
      const rows = await db
        .select({ id: sportsmanshipReviews.reviewedUserId })
        .from(sportsmanshipReviews)
        .where(and(eq(sportsmanshipReviews.gameId, gameId), eq(sportsmanshipReviews.reviewerId, reviewerId)));
      return new Set(rows.map((row) => row.id));
    },

    /** Saves a review; undefined when this reviewer already reviewed this player for this game. */
    async insert(
      review: {
        gameId: string;
        reviewerId: string;
        reviewedUserId: string;
        rating: number;
        comment: string | null;
        createdAt: Date;
      },
      executor: Database = db,
    ) {
      const [row] = await executor
        .insert(sportsmanshipReviews)
        .values(review)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /**
     * In one statement, every other player of every game the user played whose start is at or before
     * `now`, whom the user has not reviewed for that game: latest games first.
     */
    async pending(userId: string, now: Date, limit: number): Promise<PendingRow[]> {
      const mine = gamePlayerColumnsAs('mine');
      const rows = await db
        .select({
          gameId: gameColumns.id,
          title: gameColumns.title,
          sport: gameColumns.sport,
          startsAt: gameColumns.startsAt,
          ...person,
        })
        .from(mine.source)
        .innerJoin(gameColumns.source, and(eq(gameColumns.id, mine.gameId), lte(gameColumns.startsAt, now)))
        .innerJoin(
          gamePlayerColumns.source,
          and(eq(gamePlayerColumns.gameId, gameColumns.id), ne(gamePlayerColumns.userId, userId)),
        )
        .leftJoin(profileColumns.source, eq(profileColumns.userId, gamePlayerColumns.userId))
        .where(
          and(
            eq(mine.userId, userId),
            sql`not exists (select 1 from ${sportsmanshipReviews} r where r.game_id = ${gameColumns.id} and r.reviewer_id = ${userId} and r.reviewed_user_id = ${gamePlayerColumns.userId})`,
            // A player with a block between them and the reviewer is not offered for review.
            notBlockedWith(userId, gamePlayerColumns.userId),
          ),
        )
        .orderBy(desc(gameColumns.startsAt), asc(gameColumns.id), asc(gamePlayerColumns.joinedAt))
        .limit(limit);
      return rows.map(({ gameId, title, sport, startsAt, ...player }) => ({
        gameId,
        title,
        sport,
        startsAt,
        player,
      }));
    },

    /** Reviews the user received, newest first, with the reviewer's name and the game's title. */
    async received(userId: string, limit: number): Promise<ReceivedReviewRow[]> {
      return profileStatements.received.execute({ userId, limit });
    },

    /** The average of every rating the user received, or null without reviews. */
    async averageRating(userId: string): Promise<number | null> {
      const [row] = await profileStatements.averageRating.execute({ userId });
      return row?.average == null ? null : Number(row.average);
    },

    /** How many games the user played (hosted or joined) whose start is at or before `now`. */
    async countPlayed(userId: string, now: Date): Promise<number> {
      const [row] = await profileStatements.countPlayed.execute({ userId, now: now.toISOString() });
      return row?.played ?? 0;
    },

    /**
     * The user's games (hosted or joined) on one side of `now`: upcoming soonest first, past latest first.
     * A private game is listed only when `viewerId` plays in it too.
     */
    async playerGames(
      userId: string,
      viewerId: string,
      now: Date,
      when: 'upcoming' | 'past',
      limit: number,
    ): Promise<PlayerGameRow[]> {
      const statement = profileStatements.playerGames[`${when}:${userId === viewerId ? 'own' : 'seen'}`];
      return statement.execute({ userId, viewerId, now: now.toISOString(), limit });
    },
  };
}

/**
 * The profile screen's statements, built once and prepared by name: building them through the query
 * builder on every request was the largest part of the screen's own CPU time, and PostgreSQL parses
 * each once per connection instead of once per request. Times go in as ISO strings.
 */
function prepareProfileStatements(db: Database) {
  const userId = sql.placeholder('userId');
  const now = sql.placeholder('now');
  const limit = sql.placeholder('limit');
  const playerGames = (when: 'upcoming' | 'past', whose: 'own' | 'seen') => {
    const viewerPlays = sql`exists (select 1 from ${gamePlayerColumns.source} v where v.game_id = ${gameColumns.id} and v.user_id = ${sql.placeholder('viewerId')})`;
    return db
      .select({
        id: gameColumns.id,
        title: gameColumns.title,
        sport: gameColumns.sport,
        location: gameColumns.location,
        startsAt: gameColumns.startsAt,
        timeZone: gameColumns.timeZone,
      })
      .from(gamePlayerColumns.source)
      .innerJoin(gameColumns.source, eq(gameColumns.id, gamePlayerColumns.gameId))
      .where(
        and(
          eq(gamePlayerColumns.userId, userId),
          when === 'upcoming' ? gt(gameColumns.startsAt, now) : lte(gameColumns.startsAt, now),
          whose === 'own' ? undefined : sql`(not ${gameColumns.isPrivate} or ${viewerPlays})`,
        ),
      )
      .orderBy(
        when === 'upcoming' ? asc(gameColumns.startsAt) : desc(gameColumns.startsAt),
        asc(gameColumns.id),
      )
      .limit(limit)
      .prepare(`reviews_player_games_${when}_${whose}`);
  };
  return {
    received: db
      .select({
        id: sportsmanshipReviews.id,
        rating: sportsmanshipReviews.rating,
        comment: sportsmanshipReviews.comment,
        reviewerName: profileColumns.name,
        reviewerId: sportsmanshipReviews.reviewerId,
        gameTitle: gameColumns.title,
        createdAt: sportsmanshipReviews.createdAt,
        removedAt: sportsmanshipReviews.removedAt,
      })
      .from(sportsmanshipReviews)
      .leftJoin(profileColumns.source, eq(profileColumns.userId, sportsmanshipReviews.reviewerId))
      .leftJoin(gameColumns.source, eq(gameColumns.id, sportsmanshipReviews.gameId))
      .where(eq(sportsmanshipReviews.reviewedUserId, userId))
      .orderBy(desc(sportsmanshipReviews.createdAt), desc(sportsmanshipReviews.id))
      .limit(limit)
      .prepare('reviews_received'),
    averageRating: db
      .select({ average: avg(sportsmanshipReviews.rating) })
      .from(sportsmanshipReviews)
      // A review a moderator removed no longer counts.
      .where(and(eq(sportsmanshipReviews.reviewedUserId, userId), isNull(sportsmanshipReviews.removedAt)))
      .prepare('reviews_average_rating'),
    countPlayed: db
      .select({ played: count() })
      .from(gamePlayerColumns.source)
      .innerJoin(gameColumns.source, eq(gameColumns.id, gamePlayerColumns.gameId))
      .where(and(eq(gamePlayerColumns.userId, userId), lte(gameColumns.startsAt, now)))
      .prepare('reviews_count_played'),
    playerGames: {
      'upcoming:own': playerGames('upcoming', 'own'),
      'upcoming:seen': playerGames('upcoming', 'seen'),
      'past:own': playerGames('past', 'own'),
      'past:seen': playerGames('past', 'seen'),
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
