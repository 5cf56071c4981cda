import type { Jobs } from '../../../plugins/jobs.ts';

/** Every minute: games below their minimum at their decision time are called off (judged by the app's clock). */
const DECISION_CRON = '* * * * *';

export function registerGameDecisionJobs(
  jobs: Pick<Jobs, 'schedule'>,
  decision: { decideDue(): Promise<number> },
) {
  jobs.schedule('games-decide-minimum', DECISION_CRON, () => decision.decideDue());
}
