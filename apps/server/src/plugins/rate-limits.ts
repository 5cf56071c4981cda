import rateLimit from '@fastify/rate-limit';
import { authMessages } from '@rally/shared/auth/auth.messages';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../lib/app-error.ts';

export type LimitRule = { max: number; timeWindow: string };

/**
 * Registers the rate limiter without a global rule: each sensitive route opts in with a limit per
 * client address (route config) and, where it names an account, a limit per account (`perAccount`).
 * Counters live in process memory; several processes each count their own share.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { clientIpHeader: string | undefined },
) {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientIp(request, options.clientIpHeader),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'rate_limited',
      message: authMessages.tooManyRequests,
    }),
  });
}

/** Route options that limit a route per client address: spread them into the route's options. */
export function perAddress(max: number, timeWindow: string) {
  return { config: { rateLimit: { max, timeWindow } } };
}

export function clientIp(request: FastifyRequest, header: string | undefined): string {
  const forwarded = header ? request.headers[header] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.ip;
}

/** A limit keyed by the account a request names (its email or username), whatever address it comes from. */
export function perAccount(app: FastifyInstance, group: string, rule: LimitRule): preHandlerAsyncHookHandler {
  // createRateLimit, not rateLimit: the route's per-address limiter has already run on this request,
  // and the plugin lets only one of its hooks run per request.
  const check = app.createRateLimit({
    ...rule,
    keyGenerator: (request) => {
      const body = (request.body ?? {}) as { email?: unknown; identifier?: unknown };
      const account = String(body.email ?? body.identifier ?? '')
        .trim()
        .toLowerCase();
      return `${group}:${account}`;
    },
  });
  return async (request) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(authMessages.tooManyRequests);
  };
}
