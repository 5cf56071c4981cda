import { UNVERIFIED_ACCOUNT_TTL_DAYS } from '@rally/shared/limits';
import type { Clock } from '../../lib/clock.ts';
import type { AuthRepository } from './auth.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Accounts that never proved their email are deleted after a week, so a typo'd or squatted sign-up
 * does not hold its username and email forever. (Until verified they have no profile: nobody sees them.)
 */
export function createUnverifiedAccountsSweep({
  authRepo,
  clock,
}: {
  authRepo: Pick<AuthRepository, 'deleteUnverifiedCreatedBefore'>;
  clock: Clock;
}) {
  return {
    /** Deletes the expired unverified accounts; returns how many. Safe to run on several processes at once. */
    sweep(): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - UNVERIFIED_ACCOUNT_TTL_DAYS * DAY_MS);
      return authRepo.deleteUnverifiedCreatedBefore(cutoff);
    },
  };
}

export type UnverifiedAccountsSweep = ReturnType<typeof createUnverifiedAccountsSweep>;
