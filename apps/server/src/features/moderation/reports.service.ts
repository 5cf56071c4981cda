import {
  moderationTexts,
  REPORTS_PER_HOUR,
  type ReportReason,
  type ReportTargetType,
} from '@rally/shared/moderation/moderation.constants';
import type { CreateReportResult } from '@rally/shared/moderation/reports.schemas';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReportTargets } from './report-targets.ts';
import type { ReportsRepository } from './reports.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Blocks a player (the blocks feature's port). */
export type BlockPort = { block(blockerId: string, blockedId: string): Promise<unknown> };

type Deps = {
  reportsRepo: ReportsRepository;
  targets: ReportTargets;
  blocks: BlockPort;
  clock: Clock;
};

export type NewReport = {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string | null;
  block?: boolean | undefined;
};

/** 404 for a target that is missing or hidden from the reporter alike: a report tells nobody what exists. */
const targetNotFound = () => new AppError('not_found', moderationTexts.notFound);

/**
 * A player's report: the target as they may see it, its snapshot taken from its owner now (so an edit or a
 * deletion afterwards cannot erase it), one open report per reporter and target, at most 10 an hour.
 */
export function createReportsService({ reportsRepo, targets, blocks, clock }: Deps) {
  return {
    /** Resolves to the answer and whether a report was stored (201) or one was open already (200). */
    async report(
      reporterId: string,
      input: NewReport,
    ): Promise<{ created: boolean; result: CreateReportResult }> {
      const target = await targets[input.targetType].find(input.targetId, reporterId);
      if (!target) throw targetNotFound();
      if (target.subjectUserId === reporterId)
        throw badRequest('bad_request', moderationTexts.cannotReportSelf);
      const subjectUserId = target.subjectUserId;
      const now = clock.now();
      const storeWithinTheHour = async (tx: Database): Promise<boolean> => {
        const sent = await reportsRepo.countSince(reporterId, new Date(now.getTime() - HOUR_MS), tx);
        if (sent >= REPORTS_PER_HOUR) throw tooManyRequests(moderationTexts.tooManyReports);
        return reportsRepo.insertOpen(
          {
            reporterId,
            targetType: input.targetType,
            targetId: input.targetId,
            subjectUserId,
            reason: input.reason,
            details: input.details,
            snapshot: target.snapshot,
            createdAt: now,
          },
          tx,
        );
      };
      const created = await reportsRepo.transaction(async (tx) => {
        // One reporter at a time: the count and the insert see each other's reports.
        await reportsRepo.lockReporter(reporterId, tx);
        // An open report of the same target is answered as such, whatever the hour's count.
        const stored = !(await reportsRepo.hasOpen(reporterId, input, tx)) && (await storeWithinTheHour(tx));
        return stored;
      });
      // Blocking at the same time holds whether or not the report was new (its own transaction: the
      // blocks feature reads the profile first, outside any).
      if (input.block && subjectUserId) await blocks.block(reporterId, subjectUserId);
      return created
        ? { created: true, result: { status: 'reported', message: moderationTexts.reported } }
        : {
            created: false,
            result: { status: 'already_reported', message: moderationTexts.alreadyReported },
          };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
