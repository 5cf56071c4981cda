import { unavailableReason } from '../../lib/database-errors.ts';

/** How long readiness waits for the database: a load balancer needs a quick "no", not a hung probe. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

export type HealthStatus = { status: 'ok' } | { status: 'unavailable'; reason: string };

type Deps = {
  /** Resolves when the database answers a query. */
  ping: () => Promise<void>;
  /** True once the process is shutting down and wants no new traffic. */
  isDraining: () => boolean;
  /** The LISTEN connection carrying realtime events between processes (PGlite's: `embedded`, always up). */
  listenState?: () => 'connected' | 'reconnecting' | 'embedded';
  timeoutMs?: number;
};

/**
 * Whether this process should get traffic (readiness): not while draining, nor while the database is
 * down or too slow, nor while the LISTEN connection is away (its realtime events would be missed).
 */
export function createHealthService({
  ping,
  isDraining,
  listenState = () => 'embedded',
  timeoutMs = HEALTH_DATABASE_TIMEOUT_MS,
}: Deps) {
  async function check(): Promise<HealthStatus> {
    if (isDraining()) return { status: 'unavailable', reason: 'shutting down' };
    if (listenState() === 'reconnecting') return { status: 'unavailable', reason: 'LISTEN connection down' };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    // A ping left behind by the timeout still settles later; its failure is already reported here.
    const answered = ping().then(
      () => 'ok' as const,
      (error: unknown) => error,
    );
    try {
      const outcome = await Promise.race([answered, timedOut]);
      if (outcome === 'ok') return { status: 'ok' };
      if (outcome === 'timeout')
        return { status: 'unavailable', reason: `database did not answer within ${timeoutMs} ms` };
      // `select 1` carries no values, so its error's text is safe to log.
      const why =
        unavailableReason(outcome) ?? (outcome instanceof Error ? outcome.message : String(outcome));
      return { status: 'unavailable', reason: `database unreachable (${why})` };
    } finally {
      clearTimeout(timer);
    }
  }
  return { check, timeoutMs };
}

export type HealthService = ReturnType<typeof createHealthService>;
