const MAX_CAUSE_DEPTH = 8;

/**
 * Whether `error` (or what it wraps: Drizzle wraps the driver's error in `cause`) is a unique violation
 * of the index `indexName`. A concurrent write that lost a race to a unique index then answers as the
 * rule it broke, never as a 500.
 */
export function isUniqueViolation(error: unknown, indexName: string, depth = 0): boolean {
  if (depth > MAX_CAUSE_DEPTH || typeof error !== 'object' || error === null) return false;
  const { code, constraint, message, cause } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (code === '23505') {
    if (constraint === indexName) return true;
    if (typeof message === 'string' && message.includes(indexName)) return true;
  }
  return isUniqueViolation(cause, indexName, depth + 1);
}
