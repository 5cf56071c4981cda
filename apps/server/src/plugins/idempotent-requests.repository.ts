import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idempotentRequests } from '../db/schema/idempotency.ts';

export type IdempotentRequestKey = { userId: string; key: string };

/** What is known under a key: nothing yet (now claimed by the caller), a request running, or an answer. */
export type IdempotentRequestState =
  | { state: 'claimed' }
  | { state: 'running'; fingerprint: string; startedAt: Date }
  | { state: 'answered'; fingerprint: string; status: number; contentType: string | null; body: string };

/** The only code that touches the stored answers of requests sent with an Idempotency-Key. */
export function createIdempotentRequestsRepository(db: Database) {
  const t = idempotentRequests;
  const byKey = ({ userId, key }: IdempotentRequestKey) => and(eq(t.userId, userId), eq(t.key, key));

  return {
    /**
     * Claims the key for a request about to run, in one statement, so of two requests with the same
     * key at once exactly one runs. A key whose row has expired is claimed again; otherwise the row
     * already there is answered, and nothing changes.
     */
    async claim(
      id: IdempotentRequestKey,
      request: { fingerprint: string; now: Date; expiresAt: Date },
    ): Promise<IdempotentRequestState> {
      // A row deleted between the two statements (a released claim) is claimed on the next turn.
      for (let attempt = 1; ; attempt += 1) {
        const claimed = await db
          .insert(t)
          .values({
            ...id,
            fingerprint: request.fingerprint,
            startedAt: request.now,
            expiresAt: request.expiresAt,
          })
          .onConflictDoUpdate({
            target: [t.userId, t.key],
            set: {
              fingerprint: sql`excluded.fingerprint`,
              status: null,
              contentType: null,
              body: null,
              startedAt: sql`excluded.started_at`,
              expiresAt: sql`excluded.expires_at`,
            },
            setWhere: lte(t.expiresAt, request.now),
          })
          .returning({ key: t.key });
        if (claimed.length > 0) return { state: 'claimed' };
        const [row] = await db.select().from(t).where(byKey(id));
        if (!row) {
          if (attempt < 3) continue;
          throw new Error('idempotency: a key kept vanishing while it was claimed');
        }
        if (row.status === null)
          return { state: 'running', fingerprint: row.fingerprint, startedAt: row.startedAt };
        return {
          state: 'answered',
          fingerprint: row.fingerprint,
          status: row.status,
          contentType: row.contentType,
          body: row.body ?? '',
        };
      }
    },

    /** Keeps the answer of a claimed request, for the key's later requests. */
    async answer(
      id: IdempotentRequestKey,
      answer: { status: number; contentType: string | null; body: string },
    ) {
      await db
        .update(t)
        .set(answer)
        .where(and(byKey(id), isNull(t.status)));
    },

    /** Gives a claimed key back unanswered: the request did not run (or failed whole), so it may again. */
    async release(id: IdempotentRequestKey) {
      await db.delete(t).where(and(byKey(id), isNull(t.status)));
    },

    /** Forgets the keys past their expiry. */
    async deleteExpired(now: Date) {
      await db.delete(t).where(lte(t.expiresAt, now));
    },
  };
}

export type IdempotentRequestsRepository = ReturnType<typeof createIdempotentRequestsRepository>;
