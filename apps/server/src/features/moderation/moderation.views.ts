import type {
  ModerationActionEntry,
  ModerationPerson,
  ModerationReport,
} from '@rally/shared/moderation/moderation.schemas';
import type { PeopleDirectory } from '../profiles/profiles.ports.ts';
import type { ActionRow } from './moderation-actions.repository.ts';
import type { ReportRow } from './reports.repository.ts';

export type PeopleCards = Awaited<ReturnType<PeopleDirectory['getPublicProfiles']>>;

export const personOf = (userId: string | null, people: PeopleCards): ModerationPerson | null => {
  if (!userId) return null;
  const card = people.get(userId);
  return {
    id: userId,
    name: card?.name ?? null,
    username: card?.username ?? null,
    avatarUrl: card?.avatarUrl ?? null,
  };
};

export const toActionEntry = (row: ActionRow): ModerationActionEntry => ({
  id: row.id,
  action: row.action,
  moderator: row.moderatorId ? { id: row.moderatorId, name: row.moderatorName } : null,
  targetType: row.targetType,
  targetId: row.targetId,
  subject: row.subjectUserId ? { id: row.subjectUserId, name: row.subjectName } : null,
  reason: row.reason,
  suspendedUntil: row.suspendedUntil?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const toModerationReport = (row: ReportRow, people: PeopleCards): ModerationReport => ({
  id: row.id,
  reporter: personOf(row.reporterId, people),
  reason: row.reason,
  details: row.details,
  snapshot: row.snapshot,
  createdAt: row.createdAt.toISOString(),
});

/** A time as the cursor writes it: microseconds since the epoch (PostgreSQL's precision). */
export const microsOf = (date: Date) => String(date.getTime() * 1000);
