import rateLimit from '@fastify/rate-limit';
import { RATE_LIMITED_MESSAGE } from '@rally/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { type AttemptBudget, type AttemptLimiter, createAttemptLimiter } from './attempt-limiter.ts';
import type { Jobs } from './jobs.ts';
import { createLimitsCatalogue, type LimitsCatalogue } from './limits-catalogue.ts';
import { createRateLimitCounters } from './rate-limit-counters.repository.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every limit the app enforces, as built: the README's limits table is rendered from it. */
    limits: LimitsCatalogue;
  }
}

/** Expired counters are swept every 10 minutes; a window is at most an hour, so rows never linger long. */
const SWEEP_CRON = '*/10 * * * *';

/**
 * Registers the rate limiter without a global rule: each sensitive route opts in with a limit per
 * client address (`perAddress`), and routes that name an account add an attempt limiter. Every counter
 * lives in the database, so N processes share one limit and a restart forgives nothing.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { db: Database; secret: string; clock: Clock; jobs: Pick<Jobs, 'schedule'> },
) {
  const { clock } = options;
  const counters = createRateLimitCounters(options.db, { secret: options.secret });
  const catalogue = createLimitsCatalogue();
  app.decorate('limits', catalogue);
  app.addHook('onRoute', (route) => {
    const limit = (route.config as { rateLimit?: { max: number; timeWindow: string } } | undefined)
      ?.rateLimit;
    // Fastify adds a HEAD route beside each GET, sharing its limit: the GET names it once.
    if (!limit || route.method === 'HEAD') return;
    const method = Array.isArray(route.method) ? route.method.join(', ') : route.method;
    catalogue.addRouteLimit(
      { method, url: route.url, summary: route.schema?.summary },
      limit.max,
      limit.timeWindow,
    );
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(counters, clock),
    // The socket's address, or the client's as the trusted proxies told it (TRUST_PROXY): never a
    // header entry the client wrote itself.
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'rate_limited',
      message: RATE_LIMITED_MESSAGE,
    }),
  });
  options.jobs.schedule('rate-limits-delete-expired', SWEEP_CRON, () => counters.deleteExpired(clock.now()));
  return {
    /** An attempt limiter named `name` (its counters are apart from every other limiter's). */
    attemptLimiter: (name: string, budget: AttemptBudget): AttemptLimiter => {
      catalogue.addAttemptLimiter(name, budget);
      return createAttemptLimiter({ counters, clock }, name, budget);
    },
  };
}

export type AttemptLimiters = Awaited<ReturnType<typeof registerRateLimits>>['attemptLimiter'];

/** Route options that limit a route per client address: spread them into the route's options. */
export function perAddress(max: number, timeWindow: string) {
  return { config: { rateLimit: { max, timeWindow } } };
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` option (which makes `request.ip` the client's address): a hop
 * count becomes a function, since Fastify types accept one but not a bare number.
 */
export function trustedProxies(setting: number | string[] | boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
