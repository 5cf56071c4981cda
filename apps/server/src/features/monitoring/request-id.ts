import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An incoming id is honoured only when short and plain: it goes into every log line of the request. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * Fastify's `genReqId`: the caller's `x-request-id` when it is safe (letters, digits, `_.:-`, at
 * most 64), so a request is followed across a proxy's log and ours; a new UUID otherwise.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
