import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { isLoopbackAddress } from '../../lib/loopback.ts';
import type { Metrics } from './metrics.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read the metrics: with METRICS_TOKEN set, whoever sends it as a bearer token; unset, only
 * a request from this machine that no proxy forwarded (a local proxy would make everyone local).
 */
function checkAccess(request: FastifyRequest, token: string | undefined) {
  if (token) {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given) throw unauthorized('A bearer token is required to read the metrics.');
    if (!sameSecret(given, token)) throw forbidden('This token may not read the metrics.');
    return;
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (proxied || !isLoopbackAddress(request.socket.remoteAddress)) {
    throw forbidden('Metrics are readable from this machine only, unless METRICS_TOKEN is set.');
  }
}

/** GET /metrics in Prometheus text format, for operators' scrapers: not part of the player API. */
export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, token }: { metrics: Metrics; token: string | undefined },
) {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    checkAccess(request, token);
    const text = await metrics.text();
    return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(text);
  });
}
