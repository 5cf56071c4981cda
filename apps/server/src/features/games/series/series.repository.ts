import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  gameCohosts,
  gameInvitations,
  gameParticipants,
  gameSeries,
  gameSeriesCohosts,
  gameSeriesRegulars,
  games,
} from '../../../db/schema/games.ts';
import { transactionRunner } from '../../../db/transaction.ts';
import { profileColumns } from '../../profiles/profiles.read-model.ts';

export type SeriesRow = typeof gameSeries.$inferSelect;
export type NewSeriesRow = typeof gameSeries.$inferInsert;
export type SeriesGameRow = typeof games.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The series' rows: the series, its regulars and co-hosts, and its games (games feature tables). */
export function createSeriesRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    async insertSeries(values: NewSeriesRow, tx: Database): Promise<SeriesRow> {
      const [row] = await tx.insert(gameSeries).values(values).returning();
      if (!row) throw new Error('series insert returned nothing');
      return row;
    },

    async findSeries(id: string, executor: Database = db): Promise<SeriesRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await executor.select().from(gameSeries).where(eq(gameSeries.id, id));
      return row;
    },

    /** The series, its row locked: the window job and every change to its regulars queue on it. */
    async lockSeries(id: string, tx: Database): Promise<SeriesRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await tx.select().from(gameSeries).where(eq(gameSeries.id, id)).for('update');
      return row;
    },

    /** The ids of the series still running, for the window job. */
    async runningSeriesIds(): Promise<string[]> {
      const rows = await db.select({ id: gameSeries.id }).from(gameSeries).where(isNull(gameSeries.endedAt));
      return rows.map((row) => row.id);
    },

    /**
     * One game of the series for its date, or nothing when that date's game already exists (the unique
     * (series_id, series_date) index): two runs at once make it once.
     */
    async insertSeriesGame(
      values: typeof games.$inferInsert,
      tx: Database,
    ): Promise<SeriesGameRow | undefined> {
      const [row] = await tx
        .insert(games)
        .values(values)
        .onConflictDoNothing({ target: [games.seriesId, games.seriesDate] })
        .returning();
      return row;
    },

    async setCreatedThrough(seriesId: string, date: string, now: Date, tx: Database) {
      await tx
        .update(gameSeries)
        .set({ createdThrough: date, updatedAt: now })
        .where(eq(gameSeries.id, seriesId));
    },

    /** The series a game is one of: null for a one-off game, undefined when there is no such game. */
    async seriesIdOfGame(gameId: string, executor: Database = db): Promise<string | null | undefined> {
      if (!UUID.test(gameId)) return undefined;
      const [row] = await executor
        .select({ seriesId: games.seriesId })
        .from(games)
        .where(eq(games.id, gameId));
      return row ? row.seriesId : undefined;
    },

    /** The template a new game of the series copies: "this and all following" changes it. */
    async updateTemplate(seriesId: string, values: Partial<SeriesRow>, now: Date, tx: Database) {
      await tx
        .update(gameSeries)
        .set({ ...values, updatedAt: now })
        .where(eq(gameSeries.id, seriesId));
    },

    async setRegularsCap(seriesId: string, cap: number | null, now: Date, tx: Database) {
      await tx
        .update(gameSeries)
        .set({ regularsCap: cap, updatedAt: now })
        .where(eq(gameSeries.id, seriesId));
    },

    async markEnded(seriesId: string, now: Date, tx: Database) {
      await tx.update(gameSeries).set({ endedAt: now, updatedAt: now }).where(eq(gameSeries.id, seriesId));
    },

    /** The regulars, first joined first: the order they are placed in a new game. */
    async regularIds(seriesId: string, executor: Database = db): Promise<string[]> {
      const rows = await executor
        .select({ userId: gameSeriesRegulars.userId })
        .from(gameSeriesRegulars)
        .where(eq(gameSeriesRegulars.seriesId, seriesId))
        .orderBy(asc(gameSeriesRegulars.joinedAt), asc(gameSeriesRegulars.userId));
      return rows.map((row) => row.userId);
    },

    async regularCards(seriesId: string) {
      return db
        .select({
          id: gameSeriesRegulars.userId,
          name: profileColumns.name,
          username: profileColumns.username,
          avatarUrl: profileColumns.avatarUrl,
        })
        .from(gameSeriesRegulars)
        .leftJoin(profileColumns.source, eq(profileColumns.userId, gameSeriesRegulars.userId))
        .where(eq(gameSeriesRegulars.seriesId, seriesId))
        .orderBy(asc(gameSeriesRegulars.joinedAt), asc(gameSeriesRegulars.userId));
    },

    /** Adds a regular; false when they already were one. */
    async addRegular(seriesId: string, userId: string, now: Date, tx: Database): Promise<boolean> {
      const added = await tx
        .insert(gameSeriesRegulars)
        .values({ seriesId, userId, joinedAt: now })
        .onConflictDoNothing()
        .returning({ userId: gameSeriesRegulars.userId });
      return added.length > 0;
    },

    async removeRegular(seriesId: string, userId: string, tx: Database): Promise<boolean> {
      const removed = await tx
        .delete(gameSeriesRegulars)
        .where(and(eq(gameSeriesRegulars.seriesId, seriesId), eq(gameSeriesRegulars.userId, userId)))
        .returning({ userId: gameSeriesRegulars.userId });
      return removed.length > 0;
    },

    async cohostIds(seriesId: string, tx: Database): Promise<string[]> {
      const rows = await tx
        .select({ userId: gameSeriesCohosts.userId })
        .from(gameSeriesCohosts)
        .where(eq(gameSeriesCohosts.seriesId, seriesId));
      return rows.map((row) => row.userId);
    },

    /** A series co-host co-hosts each new game of it. */
    async copyCohosts(gameId: string, userIds: string[], now: Date, tx: Database) {
      if (userIds.length === 0) return;
      await tx
        .insert(gameCohosts)
        .values(userIds.map((userId) => ({ gameId, userId, createdAt: now })))
        .onConflictDoNothing();
    },

    /** The series' games not yet started, soonest first. */
    async upcomingGames(seriesId: string, now: Date, executor: Database = db): Promise<SeriesGameRow[]> {
      return executor
        .select()
        .from(games)
        .where(and(eq(games.seriesId, seriesId), gt(games.startsAt, now)))
        .orderBy(asc(games.startsAt));
    },

    /** Which of the games the player plays in. */
    async gamesPlayedBy(gameIds: string[], userId: string, executor: Database = db): Promise<Set<string>> {
      if (gameIds.length === 0) return new Set();
      const rows = await executor
        .select({ gameId: gameParticipants.gameId })
        .from(gameParticipants)
        .where(and(inArray(gameParticipants.gameId, gameIds), eq(gameParticipants.userId, userId)));
      return new Set(rows.map((row) => row.gameId));
    },

    /** Whether the player may see a private series: they play in, or were invited to, one of its games. */
    async isInvitedOrPlaying(seriesId: string, userId: string, executor: Database = db): Promise<boolean> {
      const [row] = await executor
        .select({
          found: sql<boolean>`exists (
            select 1 from ${games} g where g.series_id = ${seriesId} and (
              exists (select 1 from ${gameParticipants} p where p.game_id = g.id and p.user_id = ${userId})
              or exists (select 1 from ${gameInvitations} i where i.game_id = g.id and i.user_id = ${userId})))`,
        })
        .from(gameSeries)
        .where(eq(gameSeries.id, seriesId));
      return Boolean(row?.found);
    },

    /**
     * The series' games not yet started and not called off, each row locked until the transaction ends
     * (in start order, as the window job and joins take them): the games its end cancels.
     */
    async lockUpcomingPlayable(seriesId: string, now: Date, tx: Database): Promise<SeriesGameRow[]> {
      return tx
        .select()
        .from(games)
        .where(and(eq(games.seriesId, seriesId), gt(games.startsAt, now), isNull(games.calledOffAt)))
        .orderBy(asc(games.startsAt), asc(games.id))
        .for('update');
    },
  };
}

export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
