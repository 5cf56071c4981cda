import type { ModerationAction, ReportTargetType } from '@rally/shared/moderation/moderation.constants';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { moderationActions } from '../../db/schema/moderation.ts';
import { profileColumnsAs } from '../profiles/profiles.read-model.ts';

const moderator = profileColumnsAs('moderator_profile');
const subject = profileColumnsAs('subject_profile');

/** A recorded action with the names of who took it and whom it touched (null once an account is gone). */
export type ActionRow = typeof moderationActions.$inferSelect & {
  moderatorName: string | null;
  subjectName: string | null;
};

const actionColumns = {
  id: moderationActions.id,
  moderatorId: moderationActions.moderatorId,
  action: moderationActions.action,
  targetType: moderationActions.targetType,
  targetId: moderationActions.targetId,
  subjectUserId: moderationActions.subjectUserId,
  reason: moderationActions.reason,
  suspendedUntil: moderationActions.suspendedUntil,
  createdAt: moderationActions.createdAt,
  moderatorName: moderator.name,
  subjectName: subject.name,
};

export function createModerationActionsRepository(db: Database) {
  const withNames = (executor: Database) =>
    executor
      .select(actionColumns)
      .from(moderationActions)
      .leftJoin(moderator.source, eq(moderator.userId, moderationActions.moderatorId))
      .leftJoin(subject.source, eq(subject.userId, moderationActions.subjectUserId));

  return {
    /** Records an action in the caller's transaction; resolves to it with the names. */
    async record(
      action: {
        moderatorId: string | null;
        action: ModerationAction;
        targetType: ReportTargetType | null;
        targetId: string | null;
        subjectUserId: string | null;
        reason: string;
        suspendedUntil: Date | null;
        createdAt: Date;
      },
      tx: Database,
    ): Promise<ActionRow> {
      const [row] = await tx.insert(moderationActions).values(action).returning({ id: moderationActions.id });
      const [named] = await withNames(tx).where(eq(moderationActions.id, row!.id));
      return named!;
    },

    /** A page of the log, the newest first, after the cursor (a time in microseconds and an id). */
    async page(input: {
      after?: { micros: string; id: string } | undefined;
      limit: number;
    }): Promise<ActionRow[]> {
      return withNames(db)
        .where(
          input.after
            ? sql`((extract(epoch from ${moderationActions.createdAt}) * 1000000)::bigint, ${moderationActions.id}) < (${input.after.micros}::bigint, ${input.after.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
        .limit(input.limit);
    },

    /** The actions taken on these targets, the newest first. */
    async onTargets(targets: { targetType: ReportTargetType; targetId: string }[]): Promise<ActionRow[]> {
      if (targets.length === 0) return [];
      const keys = targets.map((target) => `${target.targetType}:${target.targetId}`);
      return withNames(db)
        .where(
          inArray(sql<string>`${moderationActions.targetType} || ':' || ${moderationActions.targetId}`, keys),
        )
        .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id));
    },

    /** How many warnings and suspensions each subject had. */
    async tallies(subjectIds: string[]): Promise<Map<string, { warnings: number; suspensions: number }>> {
      const tallies = new Map<string, { warnings: number; suspensions: number }>();
      if (subjectIds.length === 0) return tallies;
      const rows = await db
        .select({
          subjectUserId: moderationActions.subjectUserId,
          action: moderationActions.action,
          times: count(),
        })
        .from(moderationActions)
        .where(
          and(
            inArray(moderationActions.subjectUserId, subjectIds),
            inArray(moderationActions.action, ['warn', 'suspend']),
          ),
        )
        .groupBy(moderationActions.subjectUserId, moderationActions.action);
      for (const row of rows) {
        if (!row.subjectUserId) continue;
        const tally = tallies.get(row.subjectUserId) ?? { warnings: 0, suspensions: 0 };
        if (row.action === 'warn') tally.warnings = row.times;
        else tally.suspensions = row.times;
        tallies.set(row.subjectUserId, tally);
      }
      return tallies;
    },
  };
}

export type ModerationActionsRepository = ReturnType<typeof createModerationActionsRepository>;
