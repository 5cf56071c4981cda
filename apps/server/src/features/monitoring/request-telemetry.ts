import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';
import type { Telemetry } from './telemetry.ts';

/** Where the hooks keep a request's starting point and failure. */
const BYTES_AT_START = Symbol('bytesAtStart');
const FAILURE = Symbol('failure');
type Measured = FastifyRequest & { [BYTES_AT_START]?: number; [FAILURE]?: unknown };

/** The bytes this request's socket has written so far; undefined for injected requests (no socket). */
function socketBytes(request: FastifyRequest): number | undefined {
  const written = request.raw.socket?.bytesWritten;
  return typeof written === 'number' ? written : undefined;
}

/**
 * Every request, measured and logged once answered: method, route pattern, status, time and the
 * bytes written for it (the socket's count before and after, so headers and compression count).
 * The `x-request-id` goes back on every answer, and one log line per request carries it with the
 * user, route, status and time (Fastify's own two lines per request are off).
 */
export function registerRequestTelemetry(
  app: FastifyInstance,
  { telemetry, metrics }: { telemetry: Telemetry; metrics: Pick<Metrics, 'observeRequest'> },
) {
  app.addHook('onRequest', (request, reply, done) => {
    (request as Measured)[BYTES_AT_START] = socketBytes(request);
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    (request as Measured)[FAILURE] = error;
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const measured = request as Measured;
    const route = request.routeOptions.url ?? 'not found';
    const status = reply.statusCode;
    const durationMs = reply.elapsedTime;
    const start = measured[BYTES_AT_START];
    const end = socketBytes(request);
    const bytes =
      start !== undefined && end !== undefined
        ? end - start
        : Number(reply.getHeader('content-length') ?? 0) || 0;
    telemetry.recordRequest({
      method: request.method,
      route,
      status,
      durationMs,
      bytes,
      error: measured[FAILURE],
    });
    metrics.observeRequest(request.method, route, status, durationMs);
    request.log.info(
      {
        userId: request.user?.id,
        method: request.method,
        route,
        status,
        durationMs: Math.round(durationMs * 10) / 10,
      },
      'request completed',
    );
    done();
  });
}
