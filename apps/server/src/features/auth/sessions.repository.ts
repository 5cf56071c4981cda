import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';

/** Ids per query: well inside PostgreSQL's 65,535 parameters, and a short statement. */
const IDS_PER_QUERY = 1_000;

/** Reads better-auth's session rows: which sessions are still alive. */
export function createSessionsRepository(db: Database) {
  return {
    /** Deletes every session of the user (a suspension, a refused sign-in): each of their cookies stops working. */
    async deleteAllOf(userId: string, executor: Database = db): Promise<void> {
      await executor.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** The ids among `ids` whose session still exists and has not expired at `now`. */
    async findLiveIds(ids: string[], now: Date): Promise<Set<string>> {
      const live = new Set<string>();
      for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
        const rows = await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(inArray(sessions.id, ids.slice(start, start + IDS_PER_QUERY)), gt(sessions.expiresAt, now)),
          );
        for (const row of rows) live.add(row.id);
      }
      return live;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
