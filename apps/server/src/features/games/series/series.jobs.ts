import type { Jobs } from '../../../plugins/jobs.ts';

/**
 * Every ten minutes: each running series has the games of its window. Creation makes the window at once,
 * so the job only moves it on as days pass; a missed run is made up by the next.
 */
const SERIES_WINDOW_CRON = '*/10 * * * *';

export function registerSeriesJobs(
  jobs: Pick<Jobs, 'schedule'>,
  series: { fillWindows(): Promise<unknown> },
) {
  jobs.schedule('games-series-window', SERIES_WINDOW_CRON, () => series.fillWindows());
}
