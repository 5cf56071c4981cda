import { STATUS_CODES } from 'node:http';
import { AppError } from '../../lib/app-error.ts';
import { unavailableReason } from '../../lib/database-errors.ts';

const GENERIC = 'Unexpected error';
/** Errors our own code throws, whose texts are written by us; others (SyntaxError from JSON.parse) may quote input. */
const OWN_TEXT_ERRORS = new Set(['Error', 'TypeError', 'RangeError']);
const MAX_MESSAGE = 160;

/** The first code (a SQLSTATE, a driver code) in an error or what it wraps. */
function codeOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && code) return code;
    current = cause;
  }
  return undefined;
}

/**
 * What went wrong, for the errors list, without user data: a database's or driver's message may
 * quote the values (`invalid input syntax for type uuid: "…"`, Drizzle's `params: …`), so only
 * codes, our own errors' texts (first line) and the error's type are shown.
 */
export function safeErrorMessage(error: unknown, status?: number): string {
  if (error instanceof AppError) return error.message;
  const outage = unavailableReason(error);
  if (outage) return `Database unavailable (${outage})`;
  const code = codeOf(error);
  if (code && /^[0-9A-Z]{5}$/.test(code)) return `Database error ${code}`;
  const name = error instanceof Error ? error.name : undefined;
  if (code && name) return `${name} (${code})`;
  if (code) return code;
  if (name && OWN_TEXT_ERRORS.has(name) && error instanceof Error && error.message) {
    return `${name}: ${error.message.split('\n')[0]?.slice(0, MAX_MESSAGE)}`;
  }
  if (name) return name;
  // Answered 5xx on purpose, without an error (readiness while draining): the status says it.
  return status === undefined ? GENERIC : `${status} ${STATUS_CODES[status] ?? GENERIC}`;
}
