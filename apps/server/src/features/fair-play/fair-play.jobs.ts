import type { Jobs } from '../../plugins/jobs.ts';

/**
 * Daily at 03:17 UTC: records an outcome has left the 12 months of are rewritten, and players with
 * outcomes or reviews but no record yet get one (the backfill). The schedule runs on one process.
 */
const REFRESH_CRON = '17 3 * * *';

export function registerFairPlayJobs(
  jobs: Pick<Jobs, 'schedule'>,
  fairPlay: { refreshDue(): Promise<number> },
) {
  jobs.schedule('fair-play-refresh', REFRESH_CRON, () => fairPlay.refreshDue());
}
