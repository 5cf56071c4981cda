import type { FairPlayLevel } from '@rally/shared/fair-play/fair-play.constants';
import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fairPlayRecords } from '../../db/schema/fair-play.ts';
import { transactionRunner } from '../../db/transaction.ts';
import { attendanceOutcomeColumns as outcomes } from '../games/games.read-model.ts';
import { reviewedPlayerColumns as reviewed } from '../reviews/reviews.read-model.ts';

export type FairPlayRecordRow = typeof fairPlayRecords.$inferSelect;

/** What a player's record is worked out from: the period's outcome counts and their reviews. */
export type FairPlayCounts = {
  attended: number;
  noShows: number;
  lateCancellations: number;
  reviewCount: number;
  reviewAverage: number | null;
};

const ZERO_OUTCOMES = { attended: 0, noShows: 0, lateCancellations: 0 };

export function createFairPlayRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /**
     * Each player's outcomes settled in [since, until] and their non-removed reviews: two grouped
     * statements whatever the number of players (one after the other: they may share a transaction).
     */
    async countsOf(
      userIds: readonly string[],
      since: Date,
      until: Date,
      executor: Database = db,
    ): Promise<Map<string, FairPlayCounts>> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const outcomeRows = await executor
        .select({
          userId: outcomes.userId,
          attended: sql<number>`count(*) filter (where ${outcomes.outcome} = 'attended')`.mapWith(Number),
          noShows: sql<number>`count(*) filter (where ${outcomes.outcome} = 'no_show')`.mapWith(Number),
          lateCancellations:
            sql<number>`count(*) filter (where ${outcomes.outcome} = 'late_cancellation')`.mapWith(Number),
        })
        .from(outcomes.source)
        .where(
          and(
            inArray(outcomes.userId, ids),
            isNotNull(outcomes.outcome),
            gte(outcomes.settledAt, since),
            lte(outcomes.settledAt, until),
          ),
        )
        .groupBy(outcomes.userId);
      const reviews = await reviewStatsOf(executor, ids);
      const byPlayer = new Map(outcomeRows.map((row) => [row.userId, row]));
      return new Map(
        ids.map((id) => {
          const { attended, noShows, lateCancellations } = byPlayer.get(id) ?? ZERO_OUTCOMES;
          const review = reviews.get(id) ?? { reviewCount: 0, reviewAverage: null };
          return [id, { attended, noShows, lateCancellations, ...review }];
        }),
      );
    },

    /** Writes each player's record (insert or replace). */
    async save(
      records: (FairPlayCounts & { userId: string; level: FairPlayLevel })[],
      now: Date,
      executor: Database = db,
    ): Promise<void> {
      if (records.length === 0) return;
      await executor
        .insert(fairPlayRecords)
        .values(records.map((record) => ({ ...record, updatedAt: now })))
        .onConflictDoUpdate({
          target: fairPlayRecords.userId,
          set: {
            attended: sql`excluded.attended`,
            noShows: sql`excluded.no_shows`,
            lateCancellations: sql`excluded.late_cancellations`,
            reviewCount: sql`excluded.review_count`,
            reviewAverage: sql`excluded.review_average`,
            level: sql`excluded.level`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },

    /** The stored records of the players named (absent: no row). */
    async recordsOf(userIds: readonly string[], executor: Database = db): Promise<FairPlayRecordRow[]> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return [];
      return executor.select().from(fairPlayRecords).where(inArray(fairPlayRecords.userId, ids));
    },

    /**
     * Players whose record may count an outcome that has since left the 12 months: an outcome settled
     * before `since` but inside the period their record was last worked out for. Only records written
     * before `writtenBefore` (the job's start), so a record the job has just rewritten is not found again.
     */
    async agedOutUserIds(since: Date, writtenBefore: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: fairPlayRecords.userId })
        .from(fairPlayRecords)
        .innerJoin(outcomes.source, eq(outcomes.userId, fairPlayRecords.userId))
        .where(
          and(
            lt(fairPlayRecords.updatedAt, writtenBefore),
            isNotNull(outcomes.outcome),
            lt(outcomes.settledAt, since),
            gte(outcomes.settledAt, sql`${fairPlayRecords.updatedAt} - interval '12 months'`),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** Players with a settled outcome or a review but no record yet (the backfill). */
    async unrecordedUserIds(limit: number): Promise<string[]> {
      const noRecord = (userId: unknown) =>
        notExists(
          db
            .select({ one: sql`1` })
            .from(fairPlayRecords)
            .where(eq(fairPlayRecords.userId, sql`${userId}`)),
        );
      const rows = await db
        .selectDistinct({ userId: outcomes.userId })
        .from(outcomes.source)
        .where(and(isNotNull(outcomes.outcome), noRecord(outcomes.userId)))
        .union(
          db
            .selectDistinct({ userId: reviewed.reviewedUserId })
            .from(reviewed.source)
            .where(and(isNull(reviewed.removedAt), noRecord(reviewed.reviewedUserId))),
        )
        .limit(limit);
      return rows.map((row) => row.userId);
    },
  };
}

/** Each player's non-removed review count and average, in one statement. */
async function reviewStatsOf(executor: Database, ids: string[]) {
  const rows = await executor
    .select({
      userId: reviewed.reviewedUserId,
      reviewCount: sql<number>`count(*)`.mapWith(Number),
      reviewAverage: sql<number | null>`avg(${reviewed.rating})::float8`,
    })
    .from(reviewed.source)
    .where(and(inArray(reviewed.reviewedUserId, ids), isNull(reviewed.removedAt)))
    .groupBy(reviewed.reviewedUserId);
  return new Map(rows.map(({ userId, ...stats }) => [userId, stats]));
}

export type FairPlayRepository = ReturnType<typeof createFairPlayRepository>;
