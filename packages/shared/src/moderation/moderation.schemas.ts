import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from './moderation.constants.ts';
import { reportSnapshotSchema } from './reports.schemas.ts';

/** The longest suspension a moderator can set in days (longer: suspend for good). */
export const SUSPENSION_DAYS_MAX = 3_650;

/**
 * Where a page of the queue or of the log ends: a time in microseconds since the epoch and an id
 * (`1764218907123456_<uuid>`), newest first. Opaque to clients: they pass back `nextCursor`.
 */
const CURSOR_PATTERN = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export type ModerationCursor = { micros: string; id: string };
export const formatModerationCursor = (cursor: ModerationCursor) => `${cursor.micros}_${cursor.id}`;

const cursorParam = z
  .string()
  .max(60)
  .regex(CURSOR_PATTERN, 'This page link is not valid. Start again from the newest.')
  .transform((text): ModerationCursor => {
    const [, micros = '', id = ''] = CURSOR_PATTERN.exec(text) ?? [];
    return { micros, id: id.toLowerCase() };
  })
  .optional();

/** GET /api/moderation/reports and GET /api/moderation/actions: a page, newest first. */
export const moderationPageQuery = z.object({ cursor: cursorParam });
export type ModerationPageQuery = z.input<typeof moderationPageQuery>;

const personSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type ModerationPerson = z.infer<typeof personSchema>;

/** One line of the action log: who did what, to what, and why. A null moderator acted from the command line. */
export const moderationActionEntrySchema = z.object({
  id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  moderator: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  subject: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  reason: z.string(),
  /** A suspension's end (ISO); null for any other action and for a suspension for good. */
  suspendedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationActionEntry = z.infer<typeof moderationActionEntrySchema>;

export const moderationReportSchema = z.object({
  id: z.string(),
  /** Null once the reporter's account is gone. */
  reporter: personSchema.nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  snapshot: reportSnapshotSchema,
  createdAt: z.string(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** What the subject (the target's owner) has against them before: the moderator's context. */
export const subjectHistorySchema = z.object({
  /** Reports against them on other targets or closed earlier (this group's open reports not counted). */
  reportsAgainst: z.number().int(),
  warnings: z.number().int(),
  suspensions: z.number().int(),
  /** The current suspension's end (ISO); null when not suspended or suspended for good. */
  suspendedUntil: z.string().nullable(),
  suspendedForGood: z.boolean(),
});
export type SubjectHistory = z.infer<typeof subjectHistorySchema>;

export const moderationTargetSchema = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id: z.string(),
  /** What it is called now (null when it is gone, or has no title: a message). */
  title: z.string().nullable(),
  /** The page it is on (null when it is gone). */
  link: z.string().nullable(),
  /** Removed by a moderator, or deleted since. */
  removed: z.boolean(),
  subject: personSchema.nullable(),
});
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;

/** A target with its open reports, the newest first. */
export const moderationGroupSchema = z.object({
  target: moderationTargetSchema,
  reports: z.array(moderationReportSchema),
  history: subjectHistorySchema,
  /** What moderators did to this target before, the newest first. */
  actions: z.array(moderationActionEntrySchema),
});
export type ModerationGroup = z.infer<typeof moderationGroupSchema>;

/** GET /api/moderation/reports: open reports grouped by target, the group with the newest report first. */
export const moderationQueueSchema = z.object({
  groups: z.array(moderationGroupSchema),
  nextCursor: z.string().nullable(),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

/** GET /api/moderation/actions: the log, the newest first. */
export const moderationActionLogSchema = z.object({
  actions: z.array(moderationActionEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ModerationActionLog = z.infer<typeof moderationActionLogSchema>;

const reasonField = z
  .string({ error: 'Give a reason.' })
  .trim()
  .min(1, 'Give a reason.')
  .max(MODERATION_REASON_MAX, `A reason can be at most ${MODERATION_REASON_MAX} characters.`);
const targetTypeField = z.enum(REPORT_TARGET_TYPES, {
  error: `Target type must be one of: ${REPORT_TARGET_TYPES.join(', ')}.`,
});
const targetIdField = z.string().trim().min(1).max(100);

/** POST /api/moderation/actions: one action, recorded with who, when and why. */
export const moderationActionInput = z.discriminatedUnion('action', [
  z.object({
    action: z.enum(['dismiss', 'remove', 'warn']),
    targetType: targetTypeField,
    targetId: targetIdField,
    reason: reasonField,
  }),
  z.object({
    action: z.literal('suspend'),
    userId: z.string().trim().min(1).max(100),
    reason: reasonField,
    /** Whole days from now; null suspends for good. */
    days: z
      .number({ error: 'Days must be a number, or null for good.' })
      .int('Days must be a whole number.')
      .min(1, 'Suspend for at least 1 day.')
      .max(SUSPENSION_DAYS_MAX, `Suspend for at most ${SUSPENSION_DAYS_MAX} days, or for good.`)
      .nullable(),
    /** The report's target that led to it: its open reports are closed as actioned. */
    targetType: targetTypeField.optional(),
    targetId: targetIdField.optional(),
  }),
  z.object({
    action: z.literal('reinstate'),
    userId: z.string().trim().min(1).max(100),
    reason: reasonField,
  }),
]);
export type ModerationActionInput = z.input<typeof moderationActionInput>;
export type ModerationActionCommand = z.output<typeof moderationActionInput>;

export const moderationActionResultSchema = z.object({ action: moderationActionEntrySchema });
export type ModerationActionResult = z.infer<typeof moderationActionResultSchema>;
