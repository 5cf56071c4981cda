import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverProcesses } from '../../db/schema/monitoring.ts';

export type ProcessBeat = { id: string; startedAt: Date; version: string; realtimeConnections: number };
export type ProcessRow = ProcessBeat;

/**
 * The server processes' heartbeats. Times are the database's own `now()`, so processes on machines
 * whose clocks differ still agree on who is alive.
 */
export function createProcessHeartbeatRepository(db: Database) {
  return {
    /** Writes this process's row (inserted on its first beat). */
    async beat({ id, startedAt, version, realtimeConnections }: ProcessBeat): Promise<void> {
      await db
        .insert(serverProcesses)
        .values({ id, startedAt, version, realtimeConnections, heartbeatAt: sql`now()` })
        .onConflictDoUpdate({
          target: serverProcesses.id,
          set: { realtimeConnections, heartbeatAt: sql`now()` },
        });
    },

    /** The processes whose heartbeat is younger than `withinSeconds`, oldest first. */
    async alive(withinSeconds: number): Promise<ProcessRow[]> {
      return await db
        .select({
          id: serverProcesses.id,
          startedAt: serverProcesses.startedAt,
          version: serverProcesses.version,
          realtimeConnections: serverProcesses.realtimeConnections,
        })
        .from(serverProcesses)
        .where(sql`${serverProcesses.heartbeatAt} > now() - ${withinSeconds}::int * interval '1 second'`)
        .orderBy(desc(serverProcesses.startedAt));
    },

    /** Forgets processes silent for longer than `afterSeconds` (killed without closing). */
    async forgetSilent(afterSeconds: number): Promise<void> {
      await db
        .delete(serverProcesses)
        .where(sql`${serverProcesses.heartbeatAt} < now() - ${afterSeconds}::int * interval '1 second'`);
    },

    async remove(id: string): Promise<void> {
      await db.delete(serverProcesses).where(eq(serverProcesses.id, id));
    },
  };
}

export type ProcessHeartbeatRepository = ReturnType<typeof createProcessHeartbeatRepository>;
