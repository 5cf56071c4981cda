import { and, asc, avg, count, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { gameParticipants, games, sportsmanshipReviews } from '../../db/schema/games.ts';
import { userProfiles } from '../../db/schema/profiles.ts';

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
  gameTitle: string | null;
  createdAt: Date;
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
  id: gameParticipants.userId,
  name: userProfiles.name,
  username: userProfiles.username,
  avatarUrl: userProfiles.avatarUrl,
};

export function createReviewsRepository(db: Database) {
  const profileStatements = prepareProfileStatements(db);
  return {
    /** The game with its host's card, or undefined when there is no such game. */
    async findGame(gameId: string): Promise<ReviewGameRow | undefined> {
      const [row] = await db
        .select({
          id: games.id,
          title: games.title,
          sport: games.sport,
          date: games.date,
          time: games.time,
          timeZone: games.timeZone,
          startsAt: games.startsAt,
          location: games.location,
          description: games.description,
          isPrivate: games.isPrivate,
          hostId: games.hostId,
          hostName: userProfiles.name,
          hostUsername: userProfiles.username,
          hostAvatarUrl: userProfiles.avatarUrl,
        })
        .from(games)
        .leftJoin(userProfiles, eq(userProfiles.userId, games.hostId))
        .where(eq(games.id, gameId));
      return row;
    },

    /** Everyone who played the game (the host included), in the order they joined. */
    async players(gameId: string): Promise<PersonRow[]> {
      return db
        .select(person)
        .from(gameParticipants)
        .leftJoin(userProfiles, eq(userProfiles.userId, gameParticipants.userId))
        .where(eq(gameParticipants.gameId, gameId))
        .orderBy(asc(gameParticipants.joinedAt));
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
    async insert(review: {
      gameId: string;
      reviewerId: string;
      reviewedUserId: string;
      rating: number;
      comment: string | null;
      createdAt: Date;
    }) {
      const [row] = await db.insert(sportsmanshipReviews).values(review).onConflictDoNothing().returning();
      return row;
    },

    /**
     * In one statement, every other player of every game the user played whose start is at or before
     * `now`, whom the user has not reviewed for that game: latest games first.
     */
    async pending(userId: string, now: Date, limit: number): Promise<PendingRow[]> {
      const mine = alias(gameParticipants, 'mine');
      const rows = await db
        .select({
          gameId: games.id,
          title: games.title,
          sport: games.sport,
          startsAt: games.startsAt,
          ...person,
        })
        .from(mine)
        .innerJoin(games, and(eq(games.id, mine.gameId), lte(games.startsAt, now)))
        .innerJoin(
          gameParticipants,
          and(eq(gameParticipants.gameId, games.id), ne(gameParticipants.userId, userId)),
        )
        .leftJoin(userProfiles, eq(userProfiles.userId, gameParticipants.userId))
        .where(
          and(
            eq(mine.userId, userId),
            sql`not exists (select 1 from ${sportsmanshipReviews} r where r.game_id = ${games.id} and r.reviewer_id = ${userId} and r.reviewed_user_id = ${gameParticipants.userId})`,
          ),
        )
        .orderBy(desc(games.startsAt), asc(games.id), asc(gameParticipants.joinedAt))
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
    const viewerPlays = sql`exists (select 1 from ${gameParticipants} v where v.game_id = ${games.id} and v.user_id = ${sql.placeholder('viewerId')})`;
    return db
      .select({
        id: games.id,
        title: games.title,
        sport: games.sport,
        location: games.location,
        startsAt: games.startsAt,
        timeZone: games.timeZone,
      })
      .from(gameParticipants)
      .innerJoin(games, eq(games.id, gameParticipants.gameId))
      .where(
        and(
          eq(gameParticipants.userId, userId),
          when === 'upcoming' ? gt(games.startsAt, now) : lte(games.startsAt, now),
          whose === 'own' ? undefined : sql`(not ${games.isPrivate} or ${viewerPlays})`,
        ),
      )
      .orderBy(when === 'upcoming' ? asc(games.startsAt) : desc(games.startsAt), asc(games.id))
      .limit(limit)
      .prepare(`reviews_player_games_${when}_${whose}`);
  };
  return {
    received: db
      .select({
        id: sportsmanshipReviews.id,
        rating: sportsmanshipReviews.rating,
        comment: sportsmanshipReviews.comment,
        reviewerName: userProfiles.name,
        gameTitle: games.title,
        createdAt: sportsmanshipReviews.createdAt,
      })
      .from(sportsmanshipReviews)
      .leftJoin(userProfiles, eq(userProfiles.userId, sportsmanshipReviews.reviewerId))
      .leftJoin(games, eq(games.id, sportsmanshipReviews.gameId))
      .where(eq(sportsmanshipReviews.reviewedUserId, userId))
      .orderBy(desc(sportsmanshipReviews.createdAt), desc(sportsmanshipReviews.id))
      .limit(limit)
      .prepare('reviews_received'),
    averageRating: db
      .select({ average: avg(sportsmanshipReviews.rating) })
      .from(sportsmanshipReviews)
      .where(eq(sportsmanshipReviews.reviewedUserId, userId))
      .prepare('reviews_average_rating'),
    countPlayed: db
      .select({ played: count() })
      .from(gameParticipants)
      .innerJoin(games, eq(games.id, gameParticipants.gameId))
      .where(and(eq(gameParticipants.userId, userId), lte(games.startsAt, now)))
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
