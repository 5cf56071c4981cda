import {
  REPORT_REASON_LABELS,
  REPORT_TARGET_TYPES,
  type ReportTargetType,
} from '@rally/shared/moderation/moderation.constants';
import type { ModerationGroup } from '@rally/shared/moderation/moderation.schemas';
import { moderationActionInput } from '@rally/shared/moderation/moderation.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ModerationService } from './moderation.service.ts';

/** How `npm run admin -- reports …` is called. */
export const REPORTS_COMMAND_USAGE = [
  'Usage: npm run admin -- reports                                   list the open reports, by target',
  '       npm run admin -- reports dismiss <report id | type:id> <reason>',
  '       npm run admin -- reports remove <report id | type:id> <reason>',
  '       npm run admin -- reports warn <report id | type:id> <reason>',
  '       npm run admin -- reports suspend <email> <days | forever> <reason>',
  '       npm run admin -- reports reinstate <email> <reason>',
  `  type is one of: ${REPORT_TARGET_TYPES.join(', ')} (a profile's id is its user id)`,
].join('\n');

/** What one command prints, and the exit code it ends with (0 done, 1 refused). */
export type CommandOutcome = { message: string; exitCode: number };

const refused = (message: string): CommandOutcome => ({ message, exitCode: 1 });

/** "3 h", "2 d": how long ago, for the list. */
function ageOf(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / (24 * 60))} d`;
}

function lineOf(group: ModerationGroup, now: Date): string {
  const { target, reports } = group;
  const reasons = [...new Set(reports.map((report) => REPORT_REASON_LABELS[report.reason]))].join(', ');
  const oldest = reports.at(-1)?.createdAt ?? new Date(0).toISOString();
  const subject = target.subject
    ? `${target.subject.name ?? 'unknown'}${target.subject.username ? ` (@${target.subject.username})` : ''}`
    : 'unknown';
  const what = `${target.type}:${target.id}${target.title ? ` "${target.title}"` : ''}${target.removed ? ' [gone]' : ''}`;
  const ids = reports.map((report) => report.id).join(' ');
  return `${what}\n  ${reports.length} open, ${reasons}; oldest ${ageOf(oldest, now)} ago; subject ${subject}\n  reports: ${ids}`;
}

/**
 * The moderation commands on the app's own moderation service (the web's), acting as the command line
 * (a null moderator in the log): the texts an operator reads and the exit codes scripts check.
 */
export function createModerationCommands({
  moderation,
  userIdByEmail,
  clock,
}: {
  moderation: ModerationService;
  userIdByEmail: (email: string) => Promise<string | null>;
  clock: Clock;
}) {
  /** A report's id, or `type:id`. */
  async function targetOf(
    reference: string,
  ): Promise<{ targetType: ReportTargetType; targetId: string } | null> {
    const separator = reference.indexOf(':');
    if (separator > 0) {
      const type = reference.slice(0, separator);
      const id = reference.slice(separator + 1);
      if (!(REPORT_TARGET_TYPES as readonly string[]).includes(type) || !id) return null;
      return { targetType: type as ReportTargetType, targetId: id };
    }
    return moderation.targetOfReport(reference);
  }

  /** Validates as the web's body is validated, then acts; an AppError is the operator's message. */
  async function act(body: unknown): Promise<CommandOutcome> {
    const parsed = moderationActionInput.safeParse(body);
    if (!parsed.success) return refused(parsed.error.issues.map((issue) => issue.message).join('\n'));
    try {
      const entry = await moderation.act(null, parsed.data);
      const until = entry.suspendedUntil
        ? ` until ${entry.suspendedUntil}`
        : entry.action === 'suspend'
          ? ' for good'
          : '';
      const on = entry.targetType ? ` ${entry.targetType}:${entry.targetId}` : '';
      const whom = entry.subject ? ` (${entry.subject.name ?? entry.subject.id})` : '';
      return {
        message: `Recorded: ${entry.action}${on}${whom}${until}. Reason: ${entry.reason}`,
        exitCode: 0,
      };
    } catch (error) {
      if (error instanceof AppError) return refused(error.message);
      throw error;
    }
  }

  return {
    /** Every open report, grouped by target, the newest first. */
    async list(): Promise<CommandOutcome> {
      const groups: ModerationGroup[] = [];
      let cursor: string | null = null;
      do {
        const page = await moderation.queue({
          cursor: cursor ? moderationCursor(cursor) : undefined,
        });
        groups.push(...page.groups);
        cursor = page.nextCursor;
      } while (cursor);
      if (groups.length === 0) return { message: 'No open reports.', exitCode: 0 };
      const now = clock.now();
      return {
        message: `Open reports (${groups.length} targets):\n${groups.map((group) => lineOf(group, now)).join('\n')}`,
        exitCode: 0,
      };
    },

    async onTarget(
      action: 'dismiss' | 'remove' | 'warn',
      reference: string,
      reason: string,
    ): Promise<CommandOutcome> {
      const target = await targetOf(reference);
      if (!target) return refused(`No report or target ${reference}.`);
      return act({ action, ...target, reason });
    },

    async suspend(email: string, duration: string, reason: string): Promise<CommandOutcome> {
      const userId = await userIdByEmail(email);
      if (!userId) return refused(`No account with the email ${email}.`);
      const days = duration === 'forever' ? null : /^\d+$/.test(duration) ? Number(duration) : Number.NaN;
      if (Number.isNaN(days)) return refused(`Say how long: a number of days, or forever (not ${duration}).`);
      return act({ action: 'suspend', userId, days, reason });
    },

    async reinstate(email: string, reason: string): Promise<CommandOutcome> {
      const userId = await userIdByEmail(email);
      if (!userId) return refused(`No account with the email ${email}.`);
      return act({ action: 'reinstate', userId, reason });
    },
  };
}

/** The cursor the queue hands back, as its query reads it. */
function moderationCursor(text: string) {
  const [micros = '', id = ''] = text.split('_');
  return { micros, id };
}
