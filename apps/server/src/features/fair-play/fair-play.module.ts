import type { Platform } from '../../plugins/register-platform.ts';
import { registerFairPlayJobs } from './fair-play.jobs.ts';
import { createFairPlayRepository } from './fair-play.repository.ts';
import { createFairPlayService } from './fair-play.service.ts';

/**
 * Fair play (issue 28 §4): each player's stored record and level. Its face is the service: `refresh`
 * (reviews and attendance call it when what it counts changes), the stored levels and the profile's
 * record; no routes of its own (the profile, the game's page and the lists carry the level).
 */
export function createFairPlayModule(platform: Platform) {
  const { db, clock, jobs } = platform;
  const fairPlay = createFairPlayService({ fairPlayRepo: createFairPlayRepository(db), clock });
  registerFairPlayJobs(jobs, fairPlay);
  return { fairPlay };
}
