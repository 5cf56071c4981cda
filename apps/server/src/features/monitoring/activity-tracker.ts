import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { UserActivityRepository } from './user-activity.repository.ts';

/** A user's activity is written at most this often per process: daily and weekly counts need no finer grain. */
export const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60_000;
/** Past this many users remembered, the oldest write is forgotten (it costs at most one extra write). */
const MAX_REMEMBERED = 20_000;

type Deps = {
  activityRepo: Pick<UserActivityRepository, 'touch'>;
  background: Pick<BackgroundTasks, 'run'>;
  clock: Clock;
  intervalMs?: number;
  maxRemembered?: number;
};

/**
 * Notes that a signed-in user is using Rally (any signed-in request, a sign-in, a realtime socket).
 * The request never waits for it: a map of this process's last writes lets at most one write per user
 * per interval through, and that write runs as a background task whose failure is only logged.
 */
export function createActivityTracker({
  activityRepo,
  background,
  clock,
  intervalMs = ACTIVITY_WRITE_INTERVAL_MS,
  maxRemembered = MAX_REMEMBERED,
}: Deps) {
  // Insertion order is write order: the first key is the oldest write.
  const lastWrites = new Map<string, number>();

  return {
    /** The user was just seen: writes it in the background unless this process did so recently. */
    seen(userId: string): void {
      const now = clock.now();
      const last = lastWrites.get(userId);
      if (last !== undefined && now.getTime() - last < intervalMs) return;
      lastWrites.delete(userId);
      if (lastWrites.size >= maxRemembered) {
        const oldest = lastWrites.keys().next().value;
        if (oldest !== undefined) lastWrites.delete(oldest);
      }
      lastWrites.set(userId, now.getTime());
      background.run('monitoring: recording user activity', async () => {
        try {
          await activityRepo.touch(userId, now, intervalMs);
        } catch (error) {
          // Forgotten, so the user's next request tries again.
          if (lastWrites.get(userId) === now.getTime()) lastWrites.delete(userId);
          throw error;
        }
      });
    },

    /** How many users this process remembers writing (bounded by `maxRemembered`). */
    remembered: () => lastWrites.size,
  };
}

export type ActivityTracker = ReturnType<typeof createActivityTracker>;
