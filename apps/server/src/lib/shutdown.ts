import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextPollDone, setTimeout as sleep } from 'node:timers/promises';
import { SERVICE_UNAVAILABLE_CODE, SERVICE_UNAVAILABLE_MESSAGE } from '@rally/shared/service-unavailable';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.ts';
import { RETRY_AFTER_SECONDS } from './service-unavailable.ts';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Liveness: answered by the app to the end, so nothing restarts a process that is leaving on its own. */
const LIVENESS_PATH = '/api/health';

const REFUSAL_BODY = JSON.stringify({ code: SERVICE_UNAVAILABLE_CODE, message: SERVICE_UNAVAILABLE_MESSAGE });

/**
 * Stands between Node's server and the app for every HTTP request, whatever route or hook it would
 * reach: counts those accepted and not yet answered, and notes when the last connection or request
 * arrived. Once shutdown begins, each answer says `Connection: close`, so kept-alive connections end
 * with their last answer. Once the gate is closed (`refuseNew`), the first request of a connection
 * accepted before is still served (it was on its way: a busy event loop may read it late), and any
 * other new request is answered 503 with `Connection: close` before the app sees it, so nothing of it
 * runs and its client may send it elsewhere.
 */
export function gateRequests(server: Server, readiness: Readiness) {
  let inFlight = 0;
  let refusing = false;
  let lastArrival = performance.now();
  const waiters = new Set<() => void>();
  // The app's own listener (Fastify's) runs only for the requests the gate lets through.
  const appListeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');

  // Connections accepted while the gate was open that have not sent a request yet.
  const awaitingFirstRequest = new WeakSet<Socket>();

  server.on('connection', (socket: Socket) => {
    lastArrival = performance.now();
    if (!refusing) awaitingFirstRequest.add(socket);
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    lastArrival = performance.now();
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) for (const wake of waiters) wake();
    });
    const admitted = awaitingFirstRequest.delete(request.socket);
    if (refusing && !admitted && request.url !== LIVENESS_PATH) {
      refuse(request, response);
      return;
    }
    if (readiness.draining) response.setHeader('connection', 'close');
    for (const listener of appListeners) listener.call(server, request, response);
  });

  return {
    get count() {
      return inFlight;
    },
    /**
     * From now on, a new request is refused with 503 and `Connection: close`, but liveness and the first
     * request of a connection already accepted. Connections waiting in the listening socket's queue are
     * taken first: the event loop takes them only in its poll phase, which a due timer precedes.
     */
    async refuseNew() {
      await nextPollDone();
      refusing = true;
    },
    /** Resolves true once nothing is in flight, or false if `deadlineMs` passes first. */
    async settled(deadlineMs: number): Promise<boolean> {
      if (inFlight === 0) return true;
      let wake: () => void = () => undefined;
      const done = new Promise<true>((resolve) => {
        wake = () => resolve(true);
        waiters.add(wake);
      });
      const timer = new AbortController();
      try {
        return await Promise.race([done, sleep(Math.max(0, deadlineMs), false, { signal: timer.signal })]);
      } finally {
        waiters.delete(wake);
        timer.abort();
      }
    },
    /**
     * Resolves true once no connection and no request has arrived for `quietMs`, or false if
     * `deadlineMs` passes first. A connection waiting in the listening socket's queue is taken only
     * in the event loop's poll phase, after timers: the quiet is trusted only once that phase has
     * run again and taken nothing, or closing the socket would reset what waits in it.
     */
    async quiet(quietMs: number, deadlineMs: number): Promise<boolean> {
      const deadline = performance.now() + deadlineMs;
      for (;;) {
        const quietFor = performance.now() - lastArrival;
        if (quietFor >= quietMs) {
          await nextPollDone();
          if (performance.now() - lastArrival >= quietMs) return true;
          continue;
        }
        const left = deadline - performance.now();
        if (left <= 0) return false;
        await sleep(Math.min(quietMs - quietFor, left));
      }
    },
  };
}

export type RequestGate = ReturnType<typeof gateRequests>;

/**
 * Answers 503 without the app. The body is read (and dropped) first: a connection closed with unread
 * bytes in it is reset, and the reset can reach the client before the answer does.
 */
function refuse(request: IncomingMessage, response: ServerResponse) {
  request.once('end', () => {
    if (response.headersSent) return;
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(REFUSAL_BODY),
      connection: 'close',
      'retry-after': String(RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    response.end(REFUSAL_BODY);
  });
  request.resume();
}

/**
 * How long nothing may arrive before the listening socket closes: a connection that comes later
 * than that finds no listener (refused, never reset, and nothing of it ran).
 */
const QUIET_BEFORE_CLOSE_MS = 250;

type ShutdownDeps = {
  app: FastifyInstance;
  readiness: Readiness;
  requests: RequestGate;
  closeDatabase: () => Promise<void>;
  log: FastifyBaseLogger;
  /** How long readiness answers 503 while everything is still served, for load balancers to notice. */
  drainMs: number;
  /** How long, after the drain, requests already accepted have to finish before theirs are cut. */
  timeoutMs: number;
};

/**
 * Leaves without dropping or resetting a request, in this order: readiness turns 503 (load balancers
 * stop sending) while everything is still served for `drainMs`; then the app takes no new request
 * (each is answered 503 with `Connection: close`, nothing of it runs) while those accepted finish; once
 * they have and nothing has arrived for a moment, the listening socket closes (later connections are
 * refused, not reset); then realtime sockets close with 1001 Going Away, so clients reconnect to
 * another process; then the database closes. Requests still running `timeoutMs` after the drain are cut.
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

  await requests.refuseNew();
  const deadline = performance.now() + timeoutMs;
  const left = () => deadline - performance.now();
  await requests.settled(left());
  // Never closed while a connection may still be arriving (a late burst, refused): what waits in the
  // listening socket's queue when it closes is reset. Past the deadline it closes anyway.
  await requests.quiet(QUIET_BEFORE_CLOSE_MS, left());
  // No new connection from here on; idle kept-alive ones close now, the others after their answer.
  app.server.close();
  if (!(await requests.settled(left()))) {
    log.warn(
      `shutdown: ${requests.count} requests still running after ${timeoutMs} ms; closing their connections`,
    );
    app.server.closeAllConnections();
  }

  // Realtime sockets close (1001), then the app's own resources (the event bus, jobs).
  await app.close();
  await closeDatabase();
}
