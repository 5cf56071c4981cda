import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.ts';

/**
 * Counts the HTTP requests the server has accepted and not yet answered, straight from Node's server
 * (every parsed request, whatever route or hook it reaches). Once shutdown begins, each response
 * also says `Connection: close`, so kept-alive connections end with their last answer instead of
 * carrying a new request into a closing server.
 */
export function trackRequestsInFlight(server: Server, readiness: Readiness) {
  let inFlight = 0;
  const waiters = new Set<() => void>();
  // First in line, so the header is set before the app can answer.
  server.prependListener('request', (_request, response) => {
    inFlight += 1;
    if (readiness.draining && !response.headersSent) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) for (const wake of waiters) wake();
    });
  });
  return {
    get count() {
      return inFlight;
    },
    /** Resolves true once nothing is in flight, or false if the deadline passes first. */
    async settled(deadlineMs: number): Promise<boolean> {
      if (inFlight === 0) return true;
      let wake: () => void = () => undefined;
      const done = new Promise<true>((resolve) => {
        wake = () => resolve(true);
        waiters.add(wake);
      });
      const timer = new AbortController();
      try {
        return await Promise.race([done, sleep(deadlineMs, false, { signal: timer.signal })]);
      } finally {
        waiters.delete(wake);
        timer.abort();
      }
    },
  };
}

export type RequestsInFlight = ReturnType<typeof trackRequestsInFlight>;

type ShutdownDeps = {
  app: FastifyInstance;
  readiness: Readiness;
  requests: RequestsInFlight;
  closeDatabase: () => Promise<void>;
  log: FastifyBaseLogger;
  /** How long health answers 503 while everything is still served, for load balancers to notice. */
  drainMs: number;
  /** How long requests already accepted have, once no new connection is, before theirs are cut. */
  timeoutMs: number;
};

/**
 * Leaves without dropping a request, in this order: health turns 503 (load balancers stop sending)
 * while requests are still served for `drainMs`; then no new connection is accepted, and every
 * request already accepted is finished (up to `timeoutMs`); then realtime sockets close with 1001
 * Going Away, so clients reconnect to another process; then the database closes.
 */
export async function shutDownGracefully({
  app,
  readiness,
  requests,
  closeDatabase,
  log,
  drainMs,
  timeoutMs,
}: ShutdownDeps): Promise<void> {
  readiness.drain();
  if (drainMs > 0) await sleep(drainMs);

  // The listening socket closes: new connections are refused from here on, by a server that has
  // already said it is leaving. Connections with nothing in flight close now; the others close
  // after their answer (which says Connection: close).
  app.server.close();
  app.server.closeIdleConnections();
  if (!(await requests.settled(timeoutMs))) {
    log.warn(
      `shutdown: ${requests.count} requests still running after ${timeoutMs} ms; closing their connections`,
    );
    app.server.closeAllConnections();
  }
  app.server.closeIdleConnections();

  // Realtime sockets close (1001), then the app's own resources (the event bus, jobs).
  await app.close();
  await closeDatabase();
}
