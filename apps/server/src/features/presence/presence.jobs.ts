import { PRESENCE_SWEEP_INTERVAL_MS } from '@rally/shared/presence/presence.schemas';
import type { Jobs } from '../../plugins/jobs.ts';
import type { PresenceService } from './presence.service.ts';

/**
 * The sweeper: a closed laptop sends no "offline", so its user goes offline for friends when the
 * heartbeats stop (75 s stale + up to one interval). It repeats every 30 s, in one process at a time,
 * rather than on a minute cron, which would let a stale user linger up to two minutes.
 */
export function registerPresenceJobs(
  jobs: Pick<Jobs, 'repeat'>,
  presence: Pick<PresenceService, 'sweepStale'>,
  everyMs = PRESENCE_SWEEP_INTERVAL_MS,
) {
  jobs.repeat('presence-sweep', everyMs, () => presence.sweepStale());
}
