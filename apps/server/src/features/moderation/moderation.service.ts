import {
  MODERATION_LOG_PAGE,
  MODERATION_QUEUE_PAGE,
  moderationTexts,
  type ReportTargetType,
} from '@rally/shared/moderation/moderation.constants';
import {
  formatModerationCursor,
  type ModerationActionCommand,
  type ModerationActionEntry,
  type ModerationActionLog,
  type ModerationCursor,
  type ModerationGroup,
  type ModerationQueue,
} from '@rally/shared/moderation/moderation.schemas';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PeopleDirectory } from '../profiles/profiles.ports.ts';
import type { ModerationNotices } from './moderation.notifications.ts';
import { microsOf, personOf, toActionEntry, toModerationReport } from './moderation.views.ts';
import type { ModerationActionsRepository } from './moderation-actions.repository.ts';
import type { ReportTargets } from './report-targets.ts';
import type { ReportsRepository, TargetKey } from './reports.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What moderation needs of suspensions (features/moderation/suspensions): apply, lift, read. */
export type SuspensionsPort = {
  suspend(
    input: { userId: string; endsAt: Date | null; reason: string; moderatorId: string | null },
    tx?: Database,
  ): Promise<void>;
  reinstate(input: { userId: string }, tx?: Database): Promise<unknown>;
  activeOf(userId: string): Promise<{ endsAt: Date | null } | null>;
};

type Deps = {
  reportsRepo: ReportsRepository;
  actionsRepo: ModerationActionsRepository;
  targets: ReportTargets;
  suspensions: SuspensionsPort;
  notices: ModerationNotices;
  people: PeopleDirectory;
  clock: Clock;
};

const notFound = (message: string) => new AppError('not_found', message);

/**
 * The moderation queue and its actions. Every action is one transaction: what it does, its record in the
 * log (who, when, what, why), the target's open reports closed and each reporter told once. The web's
 * queue and the command line both act through here (a null moderator is the command line).
 */
export function createModerationService({
  reportsRepo,
  actionsRepo,
  targets,
  suspensions,
  notices,
  people,
  clock,
}: Deps) {
  /** Closes the target's open reports and tells each reporter once; in the action's transaction. */
  async function closeReports(
    target: TargetKey,
    status: 'dismissed' | 'actioned',
    moderatorId: string | null,
    tx: Database,
  ) {
    const reporters = await reportsRepo.closeOpenOn(target, { status, at: clock.now(), by: moderatorId }, tx);
    await notices.reportsReviewed(reporters, tx);
  }

  async function requireAccount(userId: string) {
    const profile = await targets.profile.find(userId, null);
    if (!profile) throw notFound(moderationTexts.userNotFound);
  }

  async function onTarget(
    moderatorId: string | null,
    command: Extract<ModerationActionCommand, { action: 'dismiss' | 'remove' | 'warn' }>,
  ): Promise<ModerationActionEntry> {
    const key: TargetKey = { targetType: command.targetType, targetId: command.targetId };
    const port = targets[command.targetType];
    const current = await port.find(command.targetId, null);
    const subjectUserId = current?.subjectUserId ?? (await reportsRepo.subjectOf(key));
    if (command.action === 'remove') {
      if (!port.remove) throw badRequest('bad_request', moderationTexts.cannotRemoveProfile);
      if (!current) throw notFound(moderationTexts.notFound);
    }
    if (command.action === 'warn' && !subjectUserId) throw notFound(moderationTexts.nothingToActOn);
    let afterCommit: (() => Promise<void>) | undefined;
    const row = await reportsRepo.transaction(async (tx) => {
      if (command.action === 'remove') afterCommit = (await port.remove?.(command.targetId, tx))?.afterCommit;
      if (command.action === 'warn' && subjectUserId)
        await notices.warning(subjectUserId, command.reason, tx);
      const recorded = await actionsRepo.record(
        {
          moderatorId,
          action: command.action,
          targetType: command.targetType,
          targetId: command.targetId,
          subjectUserId,
          reason: command.reason,
          suspendedUntil: null,
          createdAt: clock.now(),
        },
        tx,
      );
      await closeReports(key, command.action === 'dismiss' ? 'dismissed' : 'actioned', moderatorId, tx);
      return recorded;
    });
    await afterCommit?.();
    return toActionEntry(row);
  }

  async function onAccount(
    moderatorId: string | null,
    command: Extract<ModerationActionCommand, { action: 'suspend' | 'reinstate' }>,
  ): Promise<ModerationActionEntry> {
    if (moderatorId !== null && command.userId === moderatorId)
      throw badRequest('bad_request', moderationTexts.cannotActOnSelf);
    await requireAccount(command.userId);
    const now = clock.now();
    const endsAt =
      command.action === 'suspend' && command.days !== null
        ? new Date(now.getTime() + command.days * DAY_MS)
        : null;
    const target: TargetKey | null =
      command.action === 'suspend' && command.targetType && command.targetId
        ? { targetType: command.targetType, targetId: command.targetId }
        : null;
    const row = await reportsRepo.transaction(async (tx) => {
      if (command.action === 'suspend')
        await suspensions.suspend(
          { userId: command.userId, endsAt, reason: command.reason, moderatorId },
          tx,
        );
      else await suspensions.reinstate({ userId: command.userId }, tx);
      const recorded = await actionsRepo.record(
        {
          moderatorId,
          action: command.action,
          targetType: target?.targetType ?? null,
          targetId: target?.targetId ?? null,
          subjectUserId: command.userId,
          reason: command.reason,
          suspendedUntil: endsAt,
          createdAt: now,
        },
        tx,
      );
      // A suspension decided on a report closes the reports on what was reported.
      if (target) await closeReports(target, 'actioned', moderatorId, tx);
      return recorded;
    });
    return toActionEntry(row);
  }

  return {
    /** Open reports grouped by target, the group with the newest report first, a page at a time. */
    async queue(page: { cursor?: ModerationCursor | undefined }): Promise<ModerationQueue> {
      const keys = await reportsRepo.openTargets({ after: page.cursor, limit: MODERATION_QUEUE_PAGE + 1 });
      const pageKeys = keys.slice(0, MODERATION_QUEUE_PAGE);
      const last = pageKeys.at(-1);
      const [openReports, actions, currents] = await Promise.all([
        reportsRepo.openReportsOn(pageKeys),
        actionsRepo.onTargets(pageKeys),
        Promise.all(pageKeys.map((key) => targets[key.targetType].find(key.targetId, null))),
      ]);
      const keyOf = (type: string | null, id: string | null) => `${type}:${id}`;
      const subjects = pageKeys.map(
        (key, index) =>
          currents[index]?.subjectUserId ??
          openReports.find(
            (report) => keyOf(report.targetType, report.targetId) === keyOf(key.targetType, key.targetId),
          )?.subjectUserId ??
          null,
      );
      const subjectIds = [...new Set(subjects.filter((id): id is string => id !== null))];
      const [cards, reportTallies, actionTallies, suspended] = await Promise.all([
        people.getPublicProfiles([
          ...subjectIds,
          ...openReports.flatMap((report) => (report.reporterId ? [report.reporterId] : [])),
        ]),
        reportsRepo.countAgainst(subjectIds),
        actionsRepo.tallies(subjectIds),
        Promise.all(subjectIds.map(async (id) => [id, await suspensions.activeOf(id)] as const)).then(
          (entries) => new Map(entries),
        ),
      ]);
      const groups = pageKeys.map((key, index): ModerationGroup => {
        const current = currents[index] ?? null;
        const subjectId = subjects[index] ?? null;
        const groupReports = openReports.filter(
          (report) => keyOf(report.targetType, report.targetId) === keyOf(key.targetType, key.targetId),
        );
        const suspension = subjectId ? suspended.get(subjectId) : null;
        const againstHere = groupReports.filter((report) => report.subjectUserId === subjectId).length;
        return {
          target: {
            type: key.targetType as ReportTargetType,
            id: key.targetId,
            title: current?.title ?? null,
            link: current?.link ?? null,
            removed: current === null || current.removed,
            subject: personOf(subjectId, cards),
          },
          reports: groupReports.map((report) => toModerationReport(report, cards)),
          history: {
            // Before these: the subject's reports on other targets, and closed ones on this.
            reportsAgainst: Math.max(0, (subjectId ? (reportTallies.get(subjectId) ?? 0) : 0) - againstHere),
            warnings: (subjectId && actionTallies.get(subjectId)?.warnings) || 0,
            suspensions: (subjectId && actionTallies.get(subjectId)?.suspensions) || 0,
            suspendedUntil: suspension?.endsAt?.toISOString() ?? null,
            suspendedForGood: suspension != null && suspension.endsAt === null,
          },
          actions: actions
            .filter(
              (action) => keyOf(action.targetType, action.targetId) === keyOf(key.targetType, key.targetId),
            )
            .map(toActionEntry),
        };
      });
      return {
        groups,
        nextCursor:
          keys.length > MODERATION_QUEUE_PAGE && last
            ? formatModerationCursor({ micros: last.newestMicros, id: last.newestId })
            : null,
      };
    },

    /** Every action, the newest first, a page at a time. */
    async log(page: { cursor?: ModerationCursor | undefined }): Promise<ModerationActionLog> {
      const rows = await actionsRepo.page({ after: page.cursor, limit: MODERATION_LOG_PAGE + 1 });
      const shown = rows.slice(0, MODERATION_LOG_PAGE);
      const last = shown.at(-1);
      return {
        actions: shown.map(toActionEntry),
        nextCursor:
          rows.length > MODERATION_LOG_PAGE && last
            ? formatModerationCursor({ micros: microsOf(last.createdAt), id: last.id })
            : null,
      };
    },

    /** The target a report names (the command line acts on a report by its id), or null. */
    async targetOfReport(reportId: string): Promise<TargetKey | null> {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(reportId)) return null;
      const row = await reportsRepo.findById(reportId);
      return row ? { targetType: row.targetType, targetId: row.targetId } : null;
    },

    /** One action by a moderator (null: the command line), applied and recorded in one transaction. */
    async act(moderatorId: string | null, command: ModerationActionCommand): Promise<ModerationActionEntry> {
      if (command.action === 'suspend' || command.action === 'reinstate')
        return onAccount(moderatorId, command);
      return onTarget(moderatorId, command);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
