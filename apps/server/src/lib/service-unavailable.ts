import { isDatabaseUnavailable, unavailableReason } from './database-errors.ts';

/** Sent as `Retry-After` with every 503: long enough not to hammer a recovering database, short enough to feel live. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Why a request could not be served for now, or undefined when the error is not an outage: the
 * database unavailable or too slow, or the request timeout (Fastify's handlerTimeout) passed.
 * The reason is a code or a fixed text, never the failed query or its values.
 */
export function temporaryOutageReason(error: unknown): string | undefined {
  if ((error as { code?: unknown } | null)?.code === 'FST_ERR_HANDLER_TIMEOUT') return 'request timeout';
  return isDatabaseUnavailable(error) ? unavailableReason(error) : undefined;
}
