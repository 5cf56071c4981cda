import { createHmac } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/rate-limits.ts';

export type CounterState = { hits: number; resetAt: Date };

/**
 * The only code that touches the rate-limit counters. Each hit is one atomic upsert, so concurrent
 * requests on any number of processes count exactly; a counter whose window has ended starts again at 1.
 */
export function createRateLimitCounters(db: Database, options: { secret: string }) {
  const { key, hits, resetAt } = rateLimitCounters;

  return {
    /**
     * A counter's key: its kind in clear (for whoever reads the table), then a keyed hash of what it
     * counts, so no email, username or address is stored and nobody can reverse one from the table.
     */
    keyFor(kind: string, ...subject: string[]): string {
      const digest = createHmac('sha256', options.secret).update(subject.join('\n')).digest('base64url');
      return `${kind}:${digest}`;
    },

    /** Counts one hit within a window of `windowMs` from the first hit; answers the count so far. */
    async hit(counter: string, windowMs: number, now: Date): Promise<CounterState> {
      const fresh = new Date(now.getTime() + windowMs);
      const expired = sql`${resetAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key: counter, hits: 1, resetAt: fresh })
        .onConflictDoUpdate({
          target: key,
          set: {
            hits: sql`case when ${expired} then 1 else ${hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${resetAt} end`,
          },
        })
        .returning({ hits, resetAt });
      return row!;
    },

    /** Takes one hit back (never below zero), for an attempt that turned out not to count. */
    async unhit(counter: string, now: Date): Promise<void> {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${hits} - 1, 0)` })
        .where(and(eq(key, counter), gt(resetAt, now)));
    },

    /** Forgets a counter entirely. */
    async clear(counter: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(key, counter));
    },

    /** Removes the counters whose window has ended. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lte(resetAt, now));
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
