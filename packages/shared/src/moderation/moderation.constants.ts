/**
 * The words and lists of reporting and moderation that both sides use. Plain values, no zod, so a page
 * that only shows a "Report" button does not load the validation library with it.
 */

/** What a player can report. */
export const REPORT_TARGET_TYPES = [
  'profile',
  'game',
  'league',
  'league_news_post',
  'review',
  'direct_message',
  'game_chat_message',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why, from a short list, with the words the report form shows. */
export const REPORT_REASONS = [
  'harassment',
  'hate',
  'spam_or_scam',
  'inappropriate_content',
  'fake_profile',
  'safety_concern',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: 'Harassment',
  hate: 'Hate',
  spam_or_scam: 'Spam or scam',
  inappropriate_content: 'Inappropriate content',
  fake_profile: 'Fake profile',
  safety_concern: 'Safety concern',
  other: 'Other',
};

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a moderator did; every action is recorded with who, when and why. */
export const MODERATION_ACTIONS = ['dismiss', 'remove', 'warn', 'suspend', 'reinstate'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Content a moderator can remove in place (a tombstone stands where it stood). */
export const REMOVABLE_IN_PLACE = [
  'league_news_post',
  'review',
  'direct_message',
  'game_chat_message',
] as const;

export const moderationTexts = {
  accessDenied: 'Access denied. Administrator privileges required to view moderation.',
  tombstone: 'Removed by a moderator',
  alreadyReported: "You've already reported this. Our moderators will review it.",
  reported: 'Thanks for your report. Our moderators will review it.',
  tooManyReports: 'You can send at most 10 reports an hour. Try again later.',
  cannotReportSelf: "You can't report yourself or your own content.",
  notFound: 'That is no longer on Rally, or you cannot see it.',
  /** The notice each reporter gets once a moderator acted on (or dismissed) what they reported: no outcome. */
  reportReviewedTitle: 'Report reviewed',
  reportReviewed: 'Your report was reviewed. Thank you for helping keep Rally safe.',
  warningTitle: 'A warning from the moderators',
  warning: (reason: string) => `A moderator warned you: ${reason}`,
  gameRemovedTitle: 'Game removed',
  gameRemoved: (title: string, when: string) => `"${title}" on ${when} was removed by a moderator.`,
  leagueRemovedTitle: 'League removed',
  leagueRemoved: (name: string) => `"${name}" was removed by a moderator.`,
  cannotRemoveProfile: 'A profile cannot be removed: warn or suspend its owner instead.',
  cannotActOnSelf: "You can't suspend or reinstate your own account.",
  nothingToActOn: 'There is nobody to warn: the account is gone.',
  userNotFound: 'No account with that id.',
} as const;

/** At most this many reports per account in any hour. */
export const REPORTS_PER_HOUR = 10;
/** The optional details a reporter adds. */
export const REPORT_DETAILS_MAX = 1_000;
/** The queue's groups per page, and the action log's lines per page. */
export const MODERATION_QUEUE_PAGE = 20;
export const MODERATION_LOG_PAGE = 50;
/** A moderator's reason for an action. */
export const MODERATION_REASON_MAX = 500;
