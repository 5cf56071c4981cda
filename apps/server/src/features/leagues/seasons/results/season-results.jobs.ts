import type { Jobs } from '../../../../plugins/jobs.ts';

/** Every minute: captains' reports left undisputed for 48 hours count (judged by the app's clock). */
const COUNT_DUE_CRON = '* * * * *';

export function registerSeasonResultsJobs(
  jobs: Pick<Jobs, 'schedule'>,
  results: { countDue(): Promise<number> },
) {
  jobs.schedule('seasons-count-due-results', COUNT_DUE_CRON, () => results.countDue());
}
