import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userActivity } from '../../db/schema/monitoring.ts';

/** The only code that writes `user_activity`: when each user was last seen. */
export function createUserActivityRepository(db: Database) {
  return {
    /**
     * Records the user as active at `at`. An existing row moves only when it is older than
     * `minIntervalMs` before `at`, so several processes seeing the same user rewrite it rarely, and
     * never backwards.
     */
    async touch(userId: string, at: Date, minIntervalMs: number): Promise<void> {
      const stale = new Date(at.getTime() - minIntervalMs);
      await db
        .insert(userActivity)
        .values({ userId, lastActiveAt: at })
        .onConflictDoUpdate({
          target: userActivity.userId,
          set: { lastActiveAt: sql`excluded.last_active_at` },
          setWhere: sql`${userActivity.lastActiveAt} < ${stale.toISOString()}::timestamptz`,
        });
    },
  };
}

export type UserActivityRepository = ReturnType<typeof createUserActivityRepository>;
