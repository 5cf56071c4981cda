import { and, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { gameParticipants, games } from '../../../db/schema/games.ts';
import { profileColumns } from '../../profiles/profiles.read-model.ts';
import { addSportsPlayed } from '../../profiles/sports-played.ts';

/** A friend's creation or join of a game, as Friends Activity lists it. */
export type GameActivityRow = {
  userId: string;
  name: string | null;
  gameId: string;
  title: string;
  sport: string;
  location: string;
  at: Date;
};

/**
 * What games tell the rest of Rally about players: who created or joined what lately (Friends Activity)
 * and how often each played each sport (the profile's Sport Activity, counted once the start passes).
 */
export function createGameActivityRepository(db: Database) {
  const friendActivity = prepareFriendActivity(db);
  return {
    /** Public games the users created since `since`, newest first. */
    async recentCreations(userIds: string[], since: Date, limit: number): Promise<GameActivityRow[]> {
      return friendActivity.creations.execute({ userIds, since: since.toISOString(), limit });
    },

    /** Public games the users joined (not hosted) since `since`, newest first. */
    async recentJoins(userIds: string[], since: Date, limit: number): Promise<GameActivityRow[]> {
      return friendActivity.joins.execute({ userIds, since: since.toISOString(), limit });
    },

    /**
     * Counts up to `batch` started games not yet counted: each player's sport activity goes up by one
     * (last played = the start) and the game is marked, in one transaction. Rows another process is
     * counting are skipped (FOR UPDATE SKIP LOCKED), so a game is counted once however many run this.
     * Returns how many games were counted.
     */
    async recordStartedGames(now: Date, batch: number): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: games.id })
          .from(games)
          .where(and(isNull(games.activityRecordedAt), lte(games.startsAt, now)))
          .orderBy(games.startsAt)
          .limit(batch)
          .for('update', { skipLocked: true });
        if (due.length === 0) return 0;
        const ids = due.map((row) => row.id);
        const idList = sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        );
        await tx.execute(
          addSportsPlayed(sql`
          select p.user_id, g.sport, count(*)::int, max(g.starts_at)
          from ${gameParticipants} p join ${games} g on g.id = p.game_id
          where g.id in (${idList}) and g.called_off_at is null
          group by p.user_id, g.sport`),
        );
        await tx.update(games).set({ activityRecordedAt: now }).where(inArray(games.id, ids));
        return ids.length;
      });
    },
  };
}

export type GameActivityRepository = ReturnType<typeof createGameActivityRepository>;

/**
 * Friends Activity's two statements, prepared once by name with the friends' ids as one array: built
 * through the query builder with one parameter per friend (up to hundreds), they cost more CPU per
 * request than the database's work.
 */
function prepareFriendActivity(db: Database) {
  const anyOf = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('userIds')}::text[])`;
  const since = sql.placeholder('since');
  const limit = sql.placeholder('limit');
  return {
    creations: db
      .select({
        userId: games.hostId,
        name: profileColumns.name,
        gameId: games.id,
        title: games.title,
        sport: games.sport,
        location: games.location,
        at: games.createdAt,
      })
      .from(games)
      .leftJoin(profileColumns.source, eq(profileColumns.userId, games.hostId))
      .where(
        and(
          anyOf(games.hostId),
          gte(games.createdAt, since),
          eq(games.isPrivate, false),
          isNull(games.calledOffAt),
        ),
      )
      .orderBy(desc(games.createdAt), desc(games.id))
      .limit(limit)
      .prepare('friend_activity_creations'),
    joins: db
      .select({
        userId: gameParticipants.userId,
        name: profileColumns.name,
        gameId: games.id,
        title: games.title,
        sport: games.sport,
        location: games.location,
        at: gameParticipants.joinedAt,
      })
      .from(gameParticipants)
      .innerJoin(games, eq(games.id, gameParticipants.gameId))
      .leftJoin(profileColumns.source, eq(profileColumns.userId, gameParticipants.userId))
      .where(
        and(
          anyOf(gameParticipants.userId),
          gte(gameParticipants.joinedAt, since),
          ne(gameParticipants.userId, games.hostId),
          eq(games.isPrivate, false),
          isNull(games.calledOffAt),
        ),
      )
      .orderBy(desc(gameParticipants.joinedAt), desc(gameParticipants.id))
      .limit(limit)
      .prepare('friend_activity_joins'),
  };
}
