import type { z } from 'zod';

/**
 * One declaration per endpoint: its method, its full path, and a loader of its zod schemas. The server
 * registers its route from it (apps/server/src/plugins/endpoint-routes.ts: `route(app, descriptor, doc,
 * handler)`), and the web calls it through it (apps/web/src/lib/api-client.ts: `call(descriptor, input)`),
 * so neither side writes the path or the schemas again.
 *
 * Declaring one, in packages/shared/src/<feature>/<name>.endpoints.ts, keyed by its OpenAPI operationId:
 *
 *   const schemas = () => import('./notifications.schemas.ts');
 *   export const notificationsEndpoints = {
 *     listNotifications: endpoint('GET', '/api/notifications', () =>
 *       schemas().then((s) => ({ query: s.listNotificationsQuery, response: s.notificationListSchema })),
 *     ),
 *     // A 204 declares no response schema: the route answers an empty body.
 *     markNotificationRead: endpoint(
 *       'POST', '/api/notifications/:id/read',
 *       () => schemas().then((s) => ({ params: s.notificationIdParams })),
 *       { status: 204 },
 *     ),
 *   };
 *
 * Registering it on the server, in the feature's routes plugin (under any prefix the path starts with):
 *
 *   await route(app, endpoints.listNotifications,
 *     { tags, operationId: 'listNotifications', security: signedIn, summary: '...', errors: [400, 401] },
 *     async (request) => notifications.list(currentUser(request).id, request.query));
 *
 * Calling it from the web, in apps/web/src/features/<feature>/api/<name>.ts:
 *
 *   call(notificationsEndpoints.listNotifications, { query: { kind }, signal });  // typed input and result
 *   call(notificationsEndpoints.markNotificationRead, { params: { id } });        // 204: undefined
 *
 * The schemas are loaded, never imported: the descriptor itself is a method, a path and a function, so a
 * page that only shows data ships no validation library. The server awaits them once at start-up; the
 * web loads them only in development, to check each response (decision 17). A schemas module is therefore
 * a chunk of its own in the web build: a page that imports a plain value from it (a limit, a text) loads
 * that chunk and zod with it, so such values live in `*.limits.ts` / `*.messages.ts` files.
 *
 * Path parameters are written `:name`, as Fastify reads them; the params schema names the same keys.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses a successful call answers with: 200 unless the descriptor says otherwise. */
export type SuccessStatus = 200 | 201 | 204;

/**
 * What an endpoint's loader resolves to: the schemas of its input, and of its success body (none for a
 * 204, whose body is empty).
 */
export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
};

export type Endpoint<
  S extends EndpointSchemas = EndpointSchemas,
  Status extends SuccessStatus = SuccessStatus,
> = {
  readonly method: HttpMethod;
  /** The full path, `/api/...`, with `:name` for each path parameter. */
  readonly path: string;
  /** The success statuses, the first the usual one (a send answers 201 when it creates, 200 when it found). */
  readonly statuses: readonly Status[];
  /** Loads the schemas (a dynamic import): only the server and development builds call it. */
  readonly schemas: () => Promise<S>;
};

export function endpoint<S extends EndpointSchemas, const Status extends SuccessStatus = 200>(
  method: HttpMethod,
  path: `/api/${string}`,
  schemas: () => Promise<S>,
  options?: { status: Status | readonly Status[] },
): Endpoint<S, Status> {
  const status = options?.status ?? (200 as Status);
  return { method, path, statuses: Array.isArray(status) ? status : [status as Status], schemas };
}

/** One of an endpoint's schemas, or undefined when it declares none. */
export type SchemaOf<S, K extends keyof EndpointSchemas> = S extends { [key in K]: infer T extends z.ZodType }
  ? T
  : undefined;

/** A multipart form as the browser's FormData is (named by shape: shared code sees no DOM types). */
export type MultipartForm = { append(name: string, value: never, fileName?: string): void };

/** What a caller passes: path parameters, query and body as their schemas accept them. */
export type EndpointInput<S> = (SchemaOf<S, 'params'> extends z.ZodType
  ? { params: z.input<SchemaOf<S, 'params'>> }
  : { params?: never }) &
  (SchemaOf<S, 'query'> extends z.ZodType
    ? Partial<z.input<SchemaOf<S, 'query'>>> extends z.input<SchemaOf<S, 'query'>>
      ? { query?: z.input<SchemaOf<S, 'query'>> }
      : { query: z.input<SchemaOf<S, 'query'>> }
    : { query?: never }) &
  // An endpoint without a body schema takes no body, or a multipart form (an upload: its files are no schema's).
  (SchemaOf<S, 'body'> extends z.ZodType ? { body: z.input<SchemaOf<S, 'body'>> } : { body?: MultipartForm });

/** What a successful call resolves to: the response body, or nothing for a 204. */
export type EndpointResult<E> =
  E extends Endpoint<infer S, infer Status>
    ? Status extends 204
      ? undefined
      : z.output<SchemaOf<S, 'response'> & z.ZodType>
    : never;
