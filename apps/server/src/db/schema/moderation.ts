// Owner: moderation. Other features ask through the moderation module's port (is an account suspended).
import {
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '@rally/shared/moderation/moderation.constants';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** What was reported, as it was when reported: an edit or a deletion afterwards cannot erase it. */
export type ReportSnapshot = {
  /** A game's, league's or news post's title; a profile's name. */
  title?: string | null;
  /** The message, review comment, post body, description or bio, as it read. */
  text?: string | null;
  /** Anything else worth keeping (a review's rating, a game's date and place). */
  details?: Record<string, string | number | null>;
};

/**
 * A player's report of a profile, a game, a league, a news post, a review or a message. One open report
 * per reporter and target. Reports outlive their reporter and their subject's account (set null), so the
 * record of what was done stays.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    /** The reported thing's id (a user id for a profile). */
    targetId: text('target_id').notNull(),
    /** Whose it is: the profile's owner, the host, the author. Their history is read by it. */
    subjectUserId: text('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    snapshot: jsonb('snapshot').$type<ReportSnapshot>().notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a moderator closed it (dismissed, or acted on its target), and who. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // One open report per reporter and target: a second is answered "already reported".
    uniqueIndex('reports_open_once_idx')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    // The queue: open reports, newest first.
    index('reports_open_idx').on(table.createdAt).where(sql`${table.status} = 'open'`),
    index('reports_target_idx').on(table.targetType, table.targetId),
    index('reports_subject_idx').on(table.subjectUserId, table.createdAt),
    // The hourly cap counts a reporter's recent reports.
    index('reports_reporter_idx').on(table.reporterId, table.createdAt),
  ],
);

/** Every moderator action: who, when, what, why. A null moderator acted from the command line. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: text('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    /** What it was about (null for an action on an account alone: a suspension from the command line). */
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }),
    targetId: text('target_id'),
    /** Whose content or account it touched. */
    subjectUserId: text('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** A suspension's end (null with `suspend`: for good). */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_actions_subject_idx').on(table.subjectUserId, table.createdAt),
    index('moderation_actions_target_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);

/**
 * An account that may not use Rally until `ends_at` (null: for good). Reinstating deletes the row; an
 * expired row means nothing (every check compares with the clock), so a suspension ends on time.
 */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  reason: text('reason').notNull(),
  suspendedBy: text('suspended_by').references(() => users.id, { onDelete: 'set null' }),
});
