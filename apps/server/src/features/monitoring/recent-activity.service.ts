import {
  MONITORING_ACTIVITY_KEPT,
  type MonitoringActivity,
} from '@rally/shared/monitoring/monitoring.schemas';
import type { Clock } from '../../lib/clock.ts';
import type { RecentActivityRepository } from './recent-activity.repository.ts';

type Deps = {
  activityRepo: RecentActivityRepository;
  /** Display names (profiles feature): the name players see, not the one typed at sign-up. */
  people: { getPublicProfiles(ids: readonly string[]): Promise<Map<string, { name: string }>> };
  clock: Clock;
};

/** The monitoring page's recent user activity (spec §9: about 50 entries), newest first. */
export function createRecentActivityService({ activityRepo, people, clock }: Deps) {
  return {
    async recent(): Promise<MonitoringActivity> {
      const rows = await activityRepo.newest(MONITORING_ACTIVITY_KEPT);
      const names = await people.getPublicProfiles(rows.map((row) => row.userId));
      return {
        entries: rows.map((row) => ({
          action: row.action,
          user: { id: row.userId, name: names.get(row.userId)?.name ?? 'Unknown' },
          subject: row.private ? null : row.subject,
          private: row.private,
          at: row.at.toISOString(),
        })),
        measuredAt: clock.now().toISOString(),
      };
    },
  };
}

export type RecentActivityService = ReturnType<typeof createRecentActivityService>;
