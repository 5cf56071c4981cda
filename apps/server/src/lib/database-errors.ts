/**
 * Telling "the database is down or too slow right now" apart from a bug, so an outage answers
 * 503 (try again) rather than 500 (something is broken).
 */

/** Socket failures while reaching the database: refused, reset, unreachable, timed out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL error codes (SQLSTATE) that mean the server is unavailable or gave up waiting, not that the query is wrong. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is shutting down or the backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '57014', // query_canceled: the statement timeout passed
  '55P03', // lock_not_available: the lock timeout passed
  '53300', // too_many_connections
]);

/**
 * Failures the pg driver, its pool and PGlite report without a code. Their texts are all we have;
 * the fault tests on PostgreSQL check them against the real thing.
 */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // pool acquisition timeout
  'Connection terminated', // also "... unexpectedly" and "... due to connection timeout"
  'is not queryable', // a client whose connection failed or was closed
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

const MAX_CAUSE_DEPTH = 8;

/** The code or fixed text that marks this one error (not what it wraps) as an outage, if any. */
function ownReason(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return code;
    // Class 08: connection exceptions (the connection failed, was refused or was lost).
    if (/^08[0-9A-Z]{3}$/.test(code)) return code;
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return undefined;
  return UNAVAILABLE_MESSAGES.find((text) => message.includes(text));
}

/**
 * Why an error means the database is unavailable, looking through what it wraps (Drizzle and
 * better-auth wrap the driver's error in `cause`; a refused connection to several addresses is an
 * AggregateError): a network code, a SQLSTATE or a fixed driver text, safe to log. Undefined otherwise.
 */
export function unavailableReason(error: unknown, depth = 0): string | undefined {
  if (depth > MAX_CAUSE_DEPTH || typeof error !== 'object' || error === null) return undefined;
  const own = ownReason(error);
  if (own) return own;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  const wrapped = unavailableReason(cause, depth + 1);
  if (wrapped) return wrapped;
  if (!Array.isArray(errors)) return undefined;
  for (const inner of errors) {
    const reason = unavailableReason(inner, depth + 1);
    if (reason) return reason;
  }
  return undefined;
}

/** Whether an error, or anything it wraps, means the database is down, unreachable or too slow right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableReason(error) !== undefined;
}
