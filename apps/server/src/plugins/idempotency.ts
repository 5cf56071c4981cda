import { createHash } from 'node:crypto';
import { apiErrorSchema } from '@rally/shared/errors';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import {
  createIdempotentRequestsRepository,
  type IdempotentRequestKey,
} from './idempotent-requests.repository.ts';
import type { Jobs } from './jobs.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Says an answer is the stored one of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long an answer is kept and replayed for its key. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** When expired keys are swept (hourly; an expired key is claimed afresh anyway). */
const SWEEP_CRON = '23 * * * *';

const idempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'An Idempotency-Key is 1 to 255 printable characters without spaces')
  .describe(
    'A key of the client’s own (a UUID) for one user action: a request repeated with the same key within 24 hours is not run again but answered with the first answer',
  )
  .optional();

/**
 * Writes that create something may carry an `Idempotency-Key`, so a client that lost the answer (a
 * dropped connection, a server that stopped mid-request) can send the request again without it running
 * twice. It applies to every POST under /api that needs a signed-in user, by construction: each such
 * route declares the header (in the OpenAPI document too) and gets the hooks below, so a route added
 * later cannot forget. Per account and key, the first request runs and its answer (status and body) is
 * kept for 24 hours; the same request again is answered with it; another request with the key is
 * refused (422), and so is one while the first still runs or ended without an answer (409).
 *
 * Only answers that say what happened are kept: a 2xx or a 4xx. After a 5xx, a request timeout or a
 * process that stopped, whether the write took effect is unknown, so the key is not run again: the
 * client checks, and a new action sends a new key. A 429 ran nothing, so its key is given back.
 * Register before the routes.
 */
export function registerIdempotency(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; jobs: Pick<Jobs, 'schedule'>; requestTimeoutMs: number },
) {
  const repo = createIdempotentRequestsRepository(deps.db);
  const { clock } = deps;
  const claims = new WeakMap<FastifyRequest, IdempotentRequestKey>();
  // A claim older than a request may take has no request running any more.
  const runningAtMostMs = deps.requestTimeoutMs > 0 ? deps.requestTimeoutMs : 60_000;

  const claim: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string' || !request.user) return;
    const id = { userId: request.user.id, key };
    const fingerprint = fingerprintOf(request);
    const now = clock.now();
    const found = await repo.claim(id, {
      fingerprint,
      now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    });
    if (found.state === 'claimed') {
      claims.set(request, id);
      return;
    }
    if (found.fingerprint !== fingerprint) {
      throw new AppError(
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
      );
    }
    if (found.state === 'running') {
      const runningForMs = now.getTime() - found.startedAt.getTime();
      throw runningForMs < runningAtMostMs
        ? new AppError(
            'request_in_progress',
            'This request is still being processed. Check in a moment whether it went through.',
          )
        : new AppError(
            'request_outcome_unknown',
            'An earlier request with this Idempotency-Key did not finish, so whether it took effect is unknown. Check before trying again.',
          );
    }
    return replay(reply, found);
  };

  const keepAnswer: onSendAsyncHookHandler = async (request, reply, payload) => {
    const id = claims.get(request);
    if (!id) return payload;
    claims.delete(request);
    const status = reply.statusCode;
    const body = storable(payload);
    try {
      // Refused before anything ran: the key may be used again. A 5xx (a request timeout among them,
      // whose handler may still be writing) leaves the claim unanswered.
      if (status === 429) await repo.release(id);
      else if (status < 500 && body !== undefined) {
        const contentType = reply.getHeader('content-type');
        await repo.answer(id, {
          status,
          contentType: typeof contentType === 'string' ? contentType : null,
          body,
        });
      }
    } catch (error) {
      // The answer still goes out; a retry with this key hears "did not finish" and checks.
      request.log.error({ err: error }, 'idempotency: could not keep the answer');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!takesIdempotencyKey(route)) return;
    route.schema = {
      ...route.schema,
      headers: withIdempotencyKey(route.schema?.headers),
      response: {
        ...(route.schema?.response as object | undefined),
        409: apiErrorSchema,
        422: apiErrorSchema,
      },
    };
    // First of the route's own: a replayed request spends no rate limit, and its claim is made before
    // the route's checks, whose refusals (4xx) are kept like any other answer.
    route.preHandler = [claim, ...hooksOf(route.preHandler)];
    // Before compression (which adds its own hook to each route first): the answer is kept as serialised.
    route.onSend = [keepAnswer, ...hooksOf(route.onSend)];
  });

  deps.jobs.schedule('idempotency-keys-sweep', SWEEP_CRON, () => repo.deleteExpired(clock.now()));
}

/** POST under /api for a signed-in user (or an administrator): every security requirement names a scheme. */
export function takesIdempotencyKey(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const security = route.schema?.security;
  return (
    methods.includes('POST') &&
    route.url.startsWith('/api/') &&
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((requirement) => Object.keys(requirement).length > 0)
  );
}

function withIdempotencyKey(headers: unknown) {
  if (headers === undefined) return z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
  if (headers instanceof z.ZodObject)
    return headers.extend({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }).loose();
  throw new Error('idempotency: a route’s headers schema must be a zod object to take the Idempotency-Key');
}

/** The method, the path and the body: what makes two requests the same request. */
function fingerprintOf(request: FastifyRequest): string {
  // A multipart body is not read before the handler runs: its files are not part of the comparison.
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('base64url');
}

function storable(payload: unknown): string | undefined {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

function replay(
  reply: FastifyReply,
  answer: { status: number; contentType: string | null; body: string },
): FastifyReply {
  reply.status(answer.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (answer.contentType) reply.header('content-type', answer.contentType);
  // Sent as bytes: the stored body is already the serialised answer.
  return reply.send(answer.body === '' ? undefined : Buffer.from(answer.body));
}

function hooksOf<H>(hooks: H | H[] | undefined): H[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
