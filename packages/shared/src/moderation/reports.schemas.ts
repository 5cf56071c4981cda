import { z } from 'zod';
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TARGET_TYPES } from './moderation.constants.ts';

/** What a report keeps of its target, as it was when reported (the server takes it, never the reporter). */
export const reportSnapshotSchema = z.object({
  /** A game's, league's or news post's title; a profile's name. */
  title: z.string().nullable().optional(),
  /** The message, review comment, post body, description or bio, as it read. */
  text: z.string().nullable().optional(),
  /** Anything else worth keeping (a review's rating, a game's date and place). */
  // A null string rather than a null beside the union: OpenAPI 3.0 wants a type next to `nullable`.
  details: z.record(z.string(), z.union([z.string().nullable(), z.number()])).optional(),
});
export type ReportSnapshotView = z.infer<typeof reportSnapshotSchema>;

/** POST /api/reports: what is reported, why, and whether to block its owner at the same time. */
export const createReportInput = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, {
    error: `Target type must be one of: ${REPORT_TARGET_TYPES.join(', ')}.`,
  }),
  targetId: z.string().trim().min(1, 'Say what you are reporting.').max(100),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason.' }),
  details: z
    .string()
    .trim()
    .max(
      REPORT_DETAILS_MAX,
      `Details can be at most ${REPORT_DETAILS_MAX.toLocaleString('en-US')} characters.`,
    )
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  /** Also block the target's owner (the profile, the host, the author). */
  block: z.boolean().optional(),
});
export type CreateReportInput = z.input<typeof createReportInput>;

/**
 * 201 `reported` when a report was stored, 200 `already_reported` when the reporter's earlier report of
 * this target is still open (nothing new is stored). The message is moderationTexts' words.
 */
export const createReportResultSchema = z.object({
  status: z.enum(['reported', 'already_reported']),
  message: z.string(),
});
export type CreateReportResult = z.infer<typeof createReportResultSchema>;
