import {
  type ModerationAction,
  REMOVABLE_IN_PLACE,
  type ReportTargetType,
} from '@rally/shared/moderation/moderation.constants';
import type { ModerationActionEntry, ModerationGroup } from '@rally/shared/moderation/moderation.schemas';
import { UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { formatCalendarDate } from '../../../lib/date-format.ts';

/** What each kind of reported thing is called on the page. */
export const TARGET_TYPE_LABELS: Record<ReportTargetType, string> = {
  profile: 'Profile',
  game: 'Game',
  league: 'League',
  league_news_post: 'News post',
  review: 'Review',
  direct_message: 'Direct message',
  game_chat_message: 'Game chat message',
};

/**
 * What a moderator can remove: content removed in place (a tombstone stands where it stood), and a game
 * or league, which is cancelled or deleted as its owner's cancel does. A profile is not removed: its
 * owner is warned or suspended.
 */
const REMOVABLE_TARGETS: ReadonlySet<ReportTargetType> = new Set([...REMOVABLE_IN_PLACE, 'game', 'league']);

export const isRemovable = (type: ReportTargetType) => REMOVABLE_TARGETS.has(type);

/** The periods a suspension is set for; null is for good. */
export const SUSPENSION_PERIODS = [
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: null, label: 'For good' },
] as const satisfies readonly { days: number | null; label: string }[];
export type SuspensionDays = (typeof SUSPENSION_PERIODS)[number]['days'];

export const personName = (person: { name: string | null } | null) => person?.name ?? UNKNOWN_PLAYER;

/**
 * How the page names a group's target in headings and buttons ("Dismiss reports about Sunday pickup"):
 * its title now, else its title when reported, else what it is and whose ("Direct message from Sam").
 */
export function targetName(group: ModerationGroup): string {
  const title = group.target.title ?? group.reports.find((report) => report.snapshot.title)?.snapshot.title;
  if (title) return title;
  const kind = TARGET_TYPE_LABELS[group.target.type];
  return group.target.subject ? `${kind} from ${personName(group.target.subject)}` : kind;
}

/** Whether the subject is suspended now (the server counts an expired suspension as none). */
export const isSuspended = (history: ModerationGroup['history']) =>
  history.suspendedForGood || history.suspendedUntil !== null;

/** "until Dec 4, 2026", or "for good". */
export const suspensionEnd = (suspendedUntil: string | null) =>
  suspendedUntil ? `until ${formatCalendarDate(suspendedUntil)}` : 'for good';

/**
 * One line of the log, who did what to whom ("Alex suspended Sam until Dec 4, 2026"); an action with no
 * moderator was taken from the command line.
 */
export function describeAction(entry: ModerationActionEntry): string {
  const who = entry.moderator ? personName(entry.moderator) : 'Command line';
  const kind = entry.targetType ? targetTypeLabel(entry.targetType).toLowerCase() : 'content';
  const subject = entry.subject ? personName(entry.subject) : 'a deleted account';
  const what: Record<ModerationAction, string> = {
    dismiss: `dismissed the reports about a ${kind}`,
    remove: `removed a ${kind}`,
    warn: `warned ${subject}`,
    suspend: `suspended ${subject} ${suspensionEnd(entry.suspendedUntil)}`,
    reinstate: `reinstated ${subject}`,
  };
  return `${who} ${what[entry.action]}`;
}

function targetTypeLabel(type: string): string {
  return TARGET_TYPE_LABELS[type as ReportTargetType] ?? type.replaceAll('_', ' ');
}

/** The toast once an action is taken. */
export function actionDoneText(entry: ModerationActionEntry): string {
  const subject = personName(entry.subject);
  switch (entry.action) {
    case 'dismiss':
      return 'Reports dismissed';
    case 'remove':
      return 'Removed, and the reports closed';
    case 'warn':
      return `${subject} was warned`;
    case 'suspend':
      return `${subject} is suspended ${suspensionEnd(entry.suspendedUntil)}`;
    case 'reinstate':
      return `${subject} is reinstated`;
  }
}
