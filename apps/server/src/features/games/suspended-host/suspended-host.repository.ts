import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { gameSeries, games } from '../../../db/schema/games.ts';

/** The games and series of a host whose account is suspended. */
export function createSuspendedHostRepository() {
  return {
    /** The host's games not yet started and not called off, locked until the transaction ends. */
    async lockUpcomingHosted(hostId: string, now: Date, tx: Database) {
      return tx
        .select()
        .from(games)
        .where(and(eq(games.hostId, hostId), gt(games.startsAt, now), isNull(games.calledOffAt)))
        .orderBy(games.startsAt)
        .for('update');
    },

    /** Ends the host's running series, so the window job makes none of their games again. */
    async endRunningSeries(hostId: string, now: Date, tx: Database): Promise<void> {
      await tx
        .update(gameSeries)
        .set({ endedAt: now, updatedAt: now })
        .where(and(eq(gameSeries.hostId, hostId), isNull(gameSeries.endedAt)));
    },
  };
}

export type SuspendedHostRepository = ReturnType<typeof createSuspendedHostRepository>;
