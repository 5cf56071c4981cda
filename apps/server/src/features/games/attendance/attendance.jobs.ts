import type { Jobs } from '../../../plugins/jobs.ts';

/** Every minute: games whose check-in window closed are settled (judged by the app's clock). */
const SETTLE_CRON = '* * * * *';

export function registerAttendanceJobs(
  jobs: Pick<Jobs, 'schedule'>,
  attendance: { settleDue(): Promise<number> },
) {
  jobs.schedule('games-settle-attendance', SETTLE_CRON, () => attendance.settleDue());
}
