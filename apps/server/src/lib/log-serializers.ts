import type { FastifyLoggerOptions } from 'fastify';

/**
 * What the log may say about an error or a request: enough to find the fault (the statement, the
 * PostgreSQL error code, the names of the table, column or constraint, the route) and never the values
 * people sent (query parameters, emails, message texts, tokens, search terms).
 */

/** An error as the log shows it. */
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  /** The failed SQL statement, with its `$1` placeholders: the values bound to them are never logged. */
  query?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  /** The PostgreSQL source routine that raised the error: a code location, never a value. */
  routine?: string;
  stack?: string;
  cause?: LoggedError;
  errors?: LoggedError[];
};

/** Fields of a PostgreSQL error that name schema objects or code locations. `detail`, `where`, `hint`, `params` hold values. */
const DATABASE_NAME_FIELDS = [
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

const MAX_DEPTH = 5;
const MAX_WRAPPED = 5;
const SQLSTATE = /^[0-9A-Z]{5}$/;

type ErrorLike = Record<string, unknown>;

/**
 * Whether an error came from the database: Drizzle's wrapper and PGlite's errors carry the failed
 * statement in `query`; the pg driver's carry a SQLSTATE `code` and a `severity`.
 */
function isDatabaseError(error: ErrorLike): boolean {
  if (error.constructor?.name === 'DrizzleQueryError' || typeof error.query === 'string') return true;
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && typeof error.severity === 'string';
}

function involvesDatabase(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const candidate = error as ErrorLike;
  if (isDatabaseError(candidate)) return true;
  if (involvesDatabase(candidate.cause, depth + 1)) return true;
  return (
    Array.isArray(candidate.errors) && candidate.errors.some((inner) => involvesDatabase(inner, depth + 1))
  );
}

/**
 * Drizzle appends `params: <every bound value>` to its message: cut. PostgreSQL names tables, columns
 * and constraints in double quotes (kept: they are the schema, not data) and quotes the offending
 * input after a colon (`invalid input syntax for type uuid: "..."`) or after "value"
 * (`value "..." is out of range`): those are cut to the end of the message, whatever quotes they hold.
 */
function redactMessage(message: string, fromDatabase: boolean): string {
  const withoutParams = message.replace(/\nparams: [\s\S]*/, '\nparams: [not logged]');
  if (!fromDatabase) return withoutParams;
  return withoutParams.replace(/value "[^"]*"/g, 'value "…"').replace(/: "[\s\S]*/, ': "…"');
}

function serialize(error: unknown, withStack: boolean, depth: number): LoggedError {
  if (typeof error !== 'object' || error === null) {
    // A thrown string or number may be anything, a value included: only its kind is logged.
    return { type: typeof error, message: '[a thrown non-error value, not logged]' };
  }
  const candidate = error as ErrorLike;
  const fromDatabase = isDatabaseError(candidate);
  const type =
    typeof candidate.name === 'string' && candidate.name !== 'Error'
      ? candidate.name
      : (candidate.constructor?.name ?? 'Error');
  const rawMessage = typeof candidate.message === 'string' ? candidate.message : '';
  const logged: LoggedError = {
    type,
    // Drizzle's message repeats the statement (logged once, below) and lists every bound value.
    message: type === 'DrizzleQueryError' ? 'Failed query' : redactMessage(rawMessage, fromDatabase),
  };
  if (typeof candidate.code === 'string' || typeof candidate.code === 'number') {
    logged.code = String(candidate.code);
  }
  if (typeof candidate.statusCode === 'number') logged.statusCode = candidate.statusCode;
  if (fromDatabase) {
    if (typeof candidate.query === 'string') logged.query = candidate.query;
    for (const field of DATABASE_NAME_FIELDS) {
      const value = candidate[field];
      if (typeof value === 'string') logged[field] = value;
    }
  }
  if (withStack && typeof candidate.stack === 'string') {
    logged.stack = redactMessage(candidate.stack, false);
  }
  if (depth < MAX_DEPTH && candidate.cause !== undefined) {
    logged.cause = serialize(candidate.cause, withStack, depth + 1);
  }
  if (depth < MAX_DEPTH && Array.isArray(candidate.errors)) {
    logged.errors = candidate.errors
      .slice(0, MAX_WRAPPED)
      .map((inner) => serialize(inner, withStack, depth + 1));
  }
  return logged;
}

/**
 * The `err` serializer of every logger the app builds. Database failures are logged as statement,
 * code and names, without a stack (they repeat per request during an outage and the stack says
 * nothing the statement does not); other errors keep their stack, which a bug needs.
 */
export function serializeError(error: unknown): LoggedError {
  return serialize(error, !involvesDatabase(error), 0);
}

/**
 * The `req` serializer: the path without its query string, which carries search terms and other
 * values people typed.
 */
export function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Arguments handed to a library's logger (better-auth's): errors serialized as above, anything else by kind only. */
export function describeLogArguments(args: unknown[]): unknown[] {
  return args.map((arg) => (arg instanceof Error ? serializeError(arg) : { type: typeof arg }));
}

/**
 * The serializers, registered once on the app's logger (and so on every child: `request.log`, `app.log`).
 * Fastify's types expect a stack on every error; database failures deliberately go without one.
 */
export const logSerializers = { err: serializeError, req: serializeRequest } as unknown as NonNullable<
  FastifyLoggerOptions['serializers']
>;
