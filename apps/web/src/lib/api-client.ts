import type {
  Endpoint,
  EndpointInput,
  EndpointResult,
  EndpointSchemas,
  SuccessStatus,
} from '@rally/shared/endpoint';
import { SERVICE_UNAVAILABLE_CODE, SERVICE_UNAVAILABLE_MESSAGE } from '@rally/shared/service-unavailable';
import type { z } from 'zod';
import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-error.ts';
import { OUTAGE_STATUSES, setServiceUnavailable } from './service-status.ts';

const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * The success body's schema, checked in development and tests so a changed contract fails loudly here
   * rather than deep in a view. Production does not check it again: the server has already serialised
   * the body through the same shared schema (decision 17). Features call `call(descriptor, input)`,
   * which passes `loadSchema` instead (decision 28); a caller passing `schema` itself passes
   * `import.meta.env.DEV ? schema : undefined`, so the production build leaves the validation library out.
   */
  schema?: z.ZodType<T>;
  /** The same check for `call`: the descriptor's schemas load (a dynamic import) only in development. */
  loadSchema?: () => Promise<z.ZodType | undefined>;
  signal?: AbortSignal;
};

let unauthorizedHandler: (() => void) | undefined;

/**
 * Called when a non-auth call answers 401: the session ended server-side, so the app forgets it
 * and the route guards send the user to /auth. Auth calls answer 401 for wrong passwords instead.
 */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler;
}

function isAuthCall(path: string): boolean {
  return path.startsWith('/api/auth/');
}

async function toApiError(response: Response): Promise<ApiError> {
  // The error schema loads with the first failed call, not with the first page: visitors' pages stay light.
  const [body, { apiErrorSchema }] = await Promise.all([
    response.json().catch((): unknown => undefined),
    import('@rally/shared/errors'),
  ]);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields, details } = parsed.data;
    return new ApiError(response.status, code, message, fields, details);
  }
  if (response.status === 429) return new ApiError(429, 'rate_limited', TOO_MANY_REQUESTS_MESSAGE);
  if (OUTAGE_STATUSES.has(response.status)) {
    return new ApiError(response.status, SERVICE_UNAVAILABLE_CODE, SERVICE_UNAVAILABLE_MESSAGE);
  }
  return new ApiError(response.status, 'http_error', GENERIC_ERROR_MESSAGE);
}

/** How long a write that met a network error waits before its one retry. */
export const WRITE_RETRY_DELAY_MS = 500;

/**
 * A fresh Idempotency-Key. `crypto.randomUUID` exists only in secure contexts (https, localhost), and
 * Rally may be reached over plain http on a local network, so the key is built from random bytes.
 */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A signed-in write (a POST outside auth) carries an Idempotency-Key, one per call: one user action.
 * When the network fails before an answer arrives, the write may still have happened, so it is sent
 * once more with the same key: the server runs it at most once and answers the retry with the first
 * answer. Auth calls (sign-in, sign-up, codes) are anonymous, so they take no key and get no retry.
 */
function idempotencyKeyFor(method: string, path: string): string | undefined {
  return method === 'POST' && !isAuthCall(path) ? newIdempotencyKey() : undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, loadSchema, signal } = options;
  const idempotencyKey = idempotencyKeyFor(method, path);
  const send = () =>
    fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  let response: Response;
  try {
    try {
      response = await send();
    } catch (error) {
      if (signal?.aborted || !idempotencyKey) throw error;
      await new Promise((resolve) => setTimeout(resolve, WRITE_RETRY_DELAY_MS));
      response = await send();
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    setServiceUnavailable(true);
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }

  // Any real answer from the server ends an outage; only an outage status starts one (a 500 is a bug
  // on a server that is up, and says nothing either way).
  if (OUTAGE_STATUSES.has(response.status)) setServiceUnavailable(true);
  else if (response.status < 500) setServiceUnavailable(false);

  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && !isAuthCall(path)) unauthorizedHandler?.();
    throw error;
  }

  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (import.meta.env.DEV && (schema || loadSchema)) {
    const check = schema ?? (await loadSchema?.());
    const parsed = check ? check.safeParse(data) : { success: true as const, data };
    // Production uses the body as sent: a schema that changed it (a transform, a default, a key it
    // drops) would show development other data than production, so that fails here too.
    if (!parsed.success || !sameJson(parsed.data, data)) {
      throw new ApiError(response.status, 'invalid_response', GENERIC_ERROR_MESSAGE);
    }
  }
  return data as T;
}

type CallInput<S extends EndpointSchemas> = EndpointInput<S> & { signal?: AbortSignal };

/**
 * Calls an endpoint through its shared descriptor (packages/shared/src/endpoint.ts): fills its path
 * parameters, adds the query, sends the body, and resolves to the typed success body (undefined for a
 * 204). Everything `apiRequest` does holds: typed errors, 401 handling, the write's Idempotency-Key and
 * retry. In development the answer is checked against the descriptor's response schema, here only; the
 * production build never loads the schemas.
 */
export function call<S extends EndpointSchemas, Status extends SuccessStatus>(
  descriptor: Endpoint<S, Status>,
  ...[input]: Partial<CallInput<S>> extends CallInput<S> ? [input?: CallInput<S>] : [input: CallInput<S>]
): Promise<EndpointResult<Endpoint<S, Status>>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiRequest(endpointUrl(descriptor.path, params, query), {
    method: descriptor.method,
    body,
    signal,
    loadSchema: import.meta.env.DEV ? () => descriptor.schemas().then((s) => s.response) : undefined,
  });
}

/**
 * The address of a call: each `:name` of the path replaced by its parameter, encoded, and the query's
 * defined values appended in their order (an array as the key repeated).
 */
export function endpointUrl(
  path: string,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** Whether two JSON values are equal, whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], bRecord[key]))
  );
}

export const api = {
  get: <T>(path: string, schema?: z.ZodType<T>, signal?: AbortSignal) =>
    apiRequest<T>(path, { schema, signal }),
  post: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>(path, { method: 'POST', body, schema }),
  put: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>(path, { method: 'PUT', body, schema }),
  patch: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>(path, { method: 'PATCH', body, schema }),
  delete: <T>(path: string, schema?: z.ZodType<T>) => apiRequest<T>(path, { method: 'DELETE', schema }),
  /** Sends a multipart form (file uploads); the browser sets the boundary. */
  upload: <T>(path: string, form: FormData, schema?: z.ZodType<T>) =>
    apiRequest<T>(path, { method: 'POST', body: form, schema }),
};
