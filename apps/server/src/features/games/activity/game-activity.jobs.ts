import type { Jobs } from '../../../plugins/jobs.ts';

/** Every minute: started games count once for each of their players' sport activity. */
const SPORT_ACTIVITY_CRON = '* * * * *';

/** The games feature's scheduled work. */
export function registerGamesJobs(jobs: Pick<Jobs, 'schedule'>, sportActivity: { run(): Promise<unknown> }) {
  jobs.schedule('games-count-sport-activity', SPORT_ACTIVITY_CRON, () => sportActivity.run());
}
