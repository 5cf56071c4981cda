import { moderationTexts } from '@rally/shared/moderation/moderation.constants';
import type { Database } from '../../db/client.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

/** What moderation tells people: each reporter that their report was reviewed (never the outcome), a warning. */
export function createModerationNotices({
  notifications,
}: {
  notifications: Pick<NotificationsService, 'notifyMany'>;
}) {
  return {
    /** Once per reporter, whatever number of reports they had open on the target. */
    async reportsReviewed(reporterIds: string[], tx: Database): Promise<void> {
      if (reporterIds.length === 0) return;
      await notifications.notifyMany(
        reporterIds.map((userId) => ({
          userId,
          type: 'report_reviewed',
          title: moderationTexts.reportReviewedTitle,
          message: moderationTexts.reportReviewed,
        })),
        tx,
      );
    },

    async warning(userId: string, reason: string, tx: Database): Promise<void> {
      await notifications.notifyMany(
        [
          {
            userId,
            type: 'account_warning',
            title: moderationTexts.warningTitle,
            message: moderationTexts.warning(reason),
          },
        ],
        tx,
      );
    },
  };
}

export type ModerationNotices = ReturnType<typeof createModerationNotices>;
