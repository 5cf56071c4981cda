import rateLimit from '@fastify/rate-limit';
import { authMessages } from '@rally/shared/auth/auth.messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { type AttemptBudget, type AttemptLimiter, createAttemptLimiter } from './attempt-limiter.ts';
import type { Jobs } from './jobs.ts';
import { createRateLimitCounters } from './rate-limit-counters.repository.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's address: the trusted client-IP header's first entry when one is set, else the socket's. */
    clientAddress: string;
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
  options: {
    clientIpHeader: string | undefined;
    db: Database;
    secret: string;
    clock: Clock;
    jobs: Pick<Jobs, 'schedule'>;
  },
) {
  const { clientIpHeader, clock } = options;
  const counters = createRateLimitCounters(options.db, { secret: options.secret });
  app.decorateRequest('clientAddress', {
    getter(this: FastifyRequest) {
      return clientIp(this, clientIpHeader);
    },
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(counters, clock),
    keyGenerator: (request) => clientIp(request, clientIpHeader),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'rate_limited',
      message: authMessages.tooManyRequests,
    }),
  });
  options.jobs.schedule('rate-limits-delete-expired', SWEEP_CRON, () => counters.deleteExpired(clock.now()));
  return {
    /** An attempt limiter named `name` (its counters are apart from every other limiter's). */
    attemptLimiter: (name: string, budget: AttemptBudget): AttemptLimiter =>
      createAttemptLimiter({ counters, clock }, name, budget),
  };
}

export type AttemptLimiters = Awaited<ReturnType<typeof registerRateLimits>>['attemptLimiter'];

/** Route options that limit a route per client address: spread them into the route's options. */
export function perAddress(max: number, timeWindow: string) {
  return { config: { rateLimit: { max, timeWindow } } };
}

export function clientIp(request: FastifyRequest, header: string | undefined): string {
  const forwarded = header ? request.headers[header] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.ip;
}
