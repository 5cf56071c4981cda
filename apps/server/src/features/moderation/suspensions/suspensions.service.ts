import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { SuspensionsRepository } from './suspensions.repository.ts';

/** A suspension in force: until `endsAt`, or for good (null). */
export type ActiveSuspension = { endsAt: Date | null };

export type SuspendInput = {
  userId: string;
  /** When it ends; null: for good. */
  endsAt: Date | null;
  /** Why (kept with the suspension; the account's owner is not shown it). */
  reason: string;
  /** Who decided it; null from the command line. */
  moderatorId: string | null;
};

type Deps = {
  suspensionsRepo: SuspensionsRepository;
  clock: Clock;
  /**
   * Ends every session of the account inside the transaction; its sockets close on every process when the
   * transaction commits (the announcement rides on it), and no cached session outlives it.
   */
  sessions: { endAllOf(userId: string, tx: Database): Promise<void> };
  /** Cancels the account's hosted upcoming games (and ends its series), telling their players. */
  hostedGames: { cancelUpcomingOf(hostId: string, tx: Database): Promise<unknown> };
};

const inForce = (endsAt: Date | null, now: Date) => endsAt === null || endsAt.getTime() > now.getTime();

/** Whether an account is suspended now: what sign-in asks, before the rest of the service can be built. */
export function createSuspensionReads({ suspensionsRepo, clock }: Pick<Deps, 'suspensionsRepo' | 'clock'>) {
  return {
    /** The account's suspension in force now, or null (none, or it has ended). */
    async activeOf(userId: string): Promise<ActiveSuspension | null> {
      const row = await suspensionsRepo.find(userId);
      if (!row || !inForce(row.endsAt, clock.now())) return null;
      return { endsAt: row.endsAt };
    },
  };
}

export type SuspensionReads = ReturnType<typeof createSuspensionReads>;

/**
 * What a suspension does and undoes. The moderation queue and the command line record the action; this
 * service applies it: the row, the sessions, the hosted games. Being suspended is always read against the
 * clock, so a suspension ends on time with nothing to run; search, suggestions and sign-in ask through
 * `activeOf` or the read model.
 */
export function createSuspensionsService({ suspensionsRepo, clock, sessions, hostedGames }: Deps) {
  return {
    ...createSuspensionReads({ suspensionsRepo, clock }),

    /**
     * Suspends the account until `endsAt` (null: for good), replacing a suspension it already has. In the
     * caller's transaction when given (its moderation record commits with it), else in one of its own:
     * the row, every session deleted, the hosted upcoming games cancelled with their notices; the sockets
     * close and the players hear of it once it commits.
     */
    async suspend(input: SuspendInput, tx?: Database): Promise<void> {
      const work = async (executor: Database) => {
        await suspensionsRepo.upsert(
          {
            userId: input.userId,
            suspendedAt: clock.now(),
            endsAt: input.endsAt,
            reason: input.reason,
            suspendedBy: input.moderatorId,
          },
          executor,
        );
        await sessions.endAllOf(input.userId, executor);
        await hostedGames.cancelUpcomingOf(input.userId, executor);
      };
      if (tx) await work(tx);
      else await suspensionsRepo.transaction(work);
    },

    /** Lifts the account's suspension at once (sign-in works again); its cancelled games stay cancelled. */
    async reinstate({ userId }: { userId: string }, tx?: Database): Promise<{ reinstated: boolean }> {
      return { reinstated: await suspensionsRepo.delete(userId, tx) };
    },
  };
}

export type SuspensionsService = ReturnType<typeof createSuspensionsService>;
