import type { ReportReason, ReportTargetType } from '@rally/shared/moderation/moderation.constants';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ReportSnapshot, reports } from '../../db/schema/moderation.ts';
import { transactionRunner } from '../../db/transaction.ts';

export type ReportRow = typeof reports.$inferSelect;
export type TargetKey = { targetType: ReportTargetType; targetId: string };

export function createReportsRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /** Orders one reporter's reports (the hourly cap is counted, then written, with nobody in between). */
    async lockReporter(reporterId: string, tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reports:${reporterId}`}, 0))`);
    },

    /** How many reports the reporter sent since `since` (reports_reporter_idx). */
    async countSince(reporterId: string, since: Date, executor: Database = db): Promise<number> {
      const [row] = await executor
        .select({ sent: count() })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)));
      return row?.sent ?? 0;
    },

    /** Whether the reporter's report of this target is still open. */
    async hasOpen(reporterId: string, target: TargetKey, executor: Database = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(reports.targetType, target.targetType),
            eq(reports.targetId, target.targetId),
            eq(reports.status, 'open'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Stores an open report unless the reporter has one open on this target (the unique partial index
     * decides, so two at once store one); resolves to whether it stored.
     */
    async insertOpen(
      report: {
        reporterId: string;
        targetType: ReportTargetType;
        targetId: string;
        subjectUserId: string | null;
        reason: ReportReason;
        details: string | null;
        snapshot: ReportSnapshot;
        createdAt: Date;
      },
      executor: Database = db,
    ): Promise<boolean> {
      const rows = await executor
        .insert(reports)
        .values(report)
        .onConflictDoNothing({
          target: [reports.reporterId, reports.targetType, reports.targetId],
          where: sql`${reports.status} = 'open'`,
        })
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    /** Closes every open report on the target; resolves to each closed report's reporter (once each). */
    async closeOpenOn(
      target: TargetKey,
      close: { status: 'dismissed' | 'actioned'; at: Date; by: string | null },
      tx: Database,
    ): Promise<string[]> {
      const rows = await tx
        .update(reports)
        .set({ status: close.status, reviewedAt: close.at, reviewedBy: close.by })
        .where(
          and(
            eq(reports.targetType, target.targetType),
            eq(reports.targetId, target.targetId),
            eq(reports.status, 'open'),
          ),
        )
        .returning({ reporterId: reports.reporterId });
      return [...new Set(rows.flatMap((row) => (row.reporterId ? [row.reporterId] : [])))];
    },

    /** Whether a report with this id exists (the command line names a report by its id). */
    async findById(id: string): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      return row;
    },

    /** The subject the open reports on a target name (the newest's), for an action on a target alone. */
    async subjectOf(target: TargetKey, executor: Database = db): Promise<string | null> {
      const [row] = await executor
        .select({ subjectUserId: reports.subjectUserId })
        .from(reports)
        .where(and(eq(reports.targetType, target.targetType), eq(reports.targetId, target.targetId)))
        .orderBy(desc(reports.createdAt))
        .limit(1);
      return row?.subjectUserId ?? null;
    },

    /**
     * One page of the queue's targets: those with open reports, the one with the newest open report
     * first, after the cursor (that newest report's time and id) when given.
     */
    async openTargets(page: {
      after?: { micros: string; id: string } | undefined;
      limit: number;
    }): Promise<
      { targetType: ReportTargetType; targetId: string; newestMicros: string; newestId: string }[]
    > {
      const cursor = page.after
        ? sql`where (newest_micros, newest_id) < (${page.after.micros}::bigint, ${page.after.id}::uuid)`
        : sql``;
      const result = await db.execute(sql`
        select target_type as "targetType", target_id as "targetId",
               newest_micros::text as "newestMicros", newest_id::text as "newestId"
        from (
          select distinct on (target_type, target_id) target_type, target_id,
                 (extract(epoch from created_at) * 1000000)::bigint as newest_micros, id as newest_id
          from ${reports}
          where status = 'open'
          order by target_type, target_id, created_at desc, id desc
        ) newest
        ${cursor}
        order by newest_micros desc, newest_id desc
        limit ${page.limit}`);
      return (
        result as unknown as {
          rows: { targetType: ReportTargetType; targetId: string; newestMicros: string; newestId: string }[];
        }
      ).rows;
    },

    /** The open reports on these targets, the newest first. */
    async openReportsOn(targets: TargetKey[]): Promise<ReportRow[]> {
      if (targets.length === 0) return [];
      const keys = targets.map((target) => `${target.targetType}:${target.targetId}`);
      return db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.status, 'open'),
            inArray(sql<string>`${reports.targetType} || ':' || ${reports.targetId}`, keys),
          ),
        )
        .orderBy(desc(reports.createdAt), desc(reports.id));
    },

    /** How many reports name each subject (for the subject's history). */
    async countAgainst(subjectIds: string[]): Promise<Map<string, number>> {
      if (subjectIds.length === 0) return new Map();
      const rows = await db
        .select({ subjectUserId: reports.subjectUserId, reports: count() })
        .from(reports)
        .where(inArray(reports.subjectUserId, subjectIds))
        .groupBy(reports.subjectUserId);
      return new Map(rows.map((row) => [row.subjectUserId ?? '', row.reports]));
    },

    /** Every open report, the newest first, for the command line's list. */
    async allOpen(limit: number): Promise<ReportRow[]> {
      return db
        .select()
        .from(reports)
        .where(eq(reports.status, 'open'))
        .orderBy(desc(reports.createdAt))
        .limit(limit);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
