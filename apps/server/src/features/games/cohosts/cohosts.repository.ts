import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { gameCohosts, gameParticipants, gameSeriesCohosts, games } from '../../../db/schema/games.ts';
import { transactionRunner } from '../../../db/transaction.ts';

/** Ids are UUIDs: any other text names nothing (and would be an error to the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What making a co-host reads of a game. */
export type CohostGame = {
  id: string;
  title: string;
  hostId: string;
  /** Set for a league season's fixture: its captains are its hosts, by its rosters. */
  leagueId: string | null;
  startsAt: Date;
  seriesId: string | null;
};

/**
 * The only code that writes who co-hosts a game, and a series (`game_series_cohosts`, which the series
 * job copies into each new game). Writes take the caller's transaction, which holds the game's row lock.
 */
export function createCohostsRepository(db: Database) {
  /** The upcoming games of a series, as a statement to select their ids from. */
  const upcomingOfSeries = (seriesId: string, now: Date) =>
    and(eq(games.seriesId, seriesId), gt(games.startsAt, now));

  return {
    transaction: transactionRunner(db),

    /** The game, its row locked until the transaction ends: co-host changes of one game queue up. */
    async lockGame(gameId: string, tx: Database): Promise<CohostGame | undefined> {
      if (!UUID.test(gameId)) return undefined;
      const [row] = await tx
        .select({
          id: games.id,
          title: games.title,
          hostId: games.hostId,
          leagueId: games.leagueId,
          startsAt: games.startsAt,
          seriesId: games.seriesId,
        })
        .from(games)
        .where(eq(games.id, gameId))
        .for('update');
      return row;
    },

    async isParticipant(gameId: string, userId: string, tx: Database): Promise<boolean> {
      const rows = await tx
        .select({ id: gameParticipants.id })
        .from(gameParticipants)
        .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)));
      return rows.length > 0;
    },

    /** Makes the user a co-host of the game; false when they already were. */
    async addToGame(gameId: string, userId: string, now: Date, tx: Database): Promise<boolean> {
      const added = await tx
        .insert(gameCohosts)
        .values({ gameId, userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: gameCohosts.userId });
      return added.length > 0;
    },

    /** Ends the user's co-hosting of the game; false when they were not one. */
    async removeFromGame(gameId: string, userId: string, tx: Database): Promise<boolean> {
      const removed = await tx
        .delete(gameCohosts)
        .where(and(eq(gameCohosts.gameId, gameId), eq(gameCohosts.userId, userId)))
        .returning({ userId: gameCohosts.userId });
      return removed.length > 0;
    },

    /**
     * Makes the user a co-host of the series and of every one of its games still to come (the series job
     * copies the series' co-hosts into the games it makes later); false when they already were.
     */
    async addToSeries(seriesId: string, userId: string, now: Date, tx: Database): Promise<boolean> {
      const added = await tx
        .insert(gameSeriesCohosts)
        .values({ seriesId, userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: gameSeriesCohosts.userId });
      await tx
        .insert(gameCohosts)
        .select(
          tx
            .select({
              gameId: games.id,
              userId: sql<string>`${userId}`.as('user_id'),
              createdAt: sql<Date>`${now}`.as('created_at'),
            })
            .from(games)
            .where(upcomingOfSeries(seriesId, now)),
        )
        .onConflictDoNothing();
      return added.length > 0;
    },

    /** Ends the user's co-hosting of the series and of every one of its games still to come. */
    async removeFromSeries(seriesId: string, userId: string, now: Date, tx: Database): Promise<boolean> {
      const removed = await tx
        .delete(gameSeriesCohosts)
        .where(and(eq(gameSeriesCohosts.seriesId, seriesId), eq(gameSeriesCohosts.userId, userId)))
        .returning({ userId: gameSeriesCohosts.userId });
      await tx
        .delete(gameCohosts)
        .where(
          and(
            eq(gameCohosts.userId, userId),
            sql`${gameCohosts.gameId} in (select ${games.id} from ${games} where ${upcomingOfSeries(seriesId, now)})`,
          ),
        );
      return removed.length > 0;
    },
  };
}

export type CohostsRepository = ReturnType<typeof createCohostsRepository>;
