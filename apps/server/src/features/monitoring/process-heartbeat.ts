import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ProcessHeartbeatRepository, ProcessRow } from './process-heartbeat.repository.ts';

/** How often each process writes its row. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** A process is counted while its heartbeat is younger than this (three beats). */
export const HEARTBEAT_ALIVE_SECONDS = 15;
/** Rows of processes silent this long (killed without closing) are deleted. */
const FORGET_AFTER_SECONDS = 3_600;

type Deps = {
  repo: ProcessHeartbeatRepository;
  version: string;
  /** This process's open realtime sockets right now. */
  realtimeConnections: () => number;
  /** Told the sum over every live process after each beat (for the per-minute history). */
  onTotal: (total: number) => void;
  log: FastifyBaseLogger;
  intervalMs?: number;
};

/**
 * This process's row in `server_processes`, written every few seconds with its open sockets and
 * deleted on close, so any process can sum realtime connections over every process alive.
 */
export function createProcessHeartbeat({
  repo,
  version,
  realtimeConnections,
  onTotal,
  log,
  intervalMs = HEARTBEAT_INTERVAL_MS,
}: Deps) {
  const id = randomUUID();
  const startedAt = new Date();
  let timer: ReturnType<typeof setInterval> | undefined;
  let failing = false;
  // The beat in flight, so closing waits for it rather than have it write the row back afterwards.
  let running: Promise<void> | undefined;

  /** Writes this row, then reads every live one; the list includes this process. */
  async function beat(): Promise<ProcessRow[]> {
    await repo.beat({ id, startedAt, version, realtimeConnections: realtimeConnections() });
    const alive = await repo.alive(HEARTBEAT_ALIVE_SECONDS);
    onTotal(alive.reduce((sum, row) => sum + row.realtimeConnections, 0));
    return alive;
  }

  async function scheduledBeat() {
    try {
      await beat();
      if (failing) log.info('monitoring: the process heartbeat is written again');
      failing = false;
    } catch (error) {
      // One line when it starts failing (the database is away), not one every 5 s.
      if (!failing) log.warn({ err: error }, 'monitoring: could not write the process heartbeat');
      failing = true;
    }
  }

  return {
    id,
    startedAt,
    version,
    /** Writes the first beat and one every interval; old rows of vanished processes are cleared. */
    start() {
      repo.forgetSilent(FORGET_AFTER_SECONDS).catch(() => undefined);
      const tick = () => {
        running ??= scheduledBeat().finally(() => {
          running = undefined;
        });
      };
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    /** Every live process, with this one's count fresh (the others' are at most one interval old). */
    processes: beat,
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
      await repo.remove(id).catch((error: unknown) => {
        log.warn({ err: error }, 'monitoring: could not remove the process heartbeat');
      });
    },
  };
}

export type ProcessHeartbeat = ReturnType<typeof createProcessHeartbeat>;
