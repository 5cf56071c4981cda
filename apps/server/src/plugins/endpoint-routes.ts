import type { Endpoint, EndpointSchemas, SchemaOf, SuccessStatus } from '@rally/shared/endpoint';
import type { apiErrorSchema } from '@rally/shared/errors';
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ErrorStatus, errorResponses } from './docs.ts';

/** The Fastify schema a descriptor becomes: its input schemas, its success body and its declared refusals. */
type RouteSchemaOf<
  S extends EndpointSchemas,
  Status extends SuccessStatus,
  E extends ErrorStatus,
  B extends z.ZodType | undefined = undefined,
> = {
  params: SchemaOf<S, 'params'>;
  querystring: SchemaOf<S, 'query'>;
  body: B extends z.ZodType ? B : SchemaOf<S, 'body'>;
  response: Record<Status, SchemaOf<S, 'response'> extends z.ZodType ? SchemaOf<S, 'response'> : z.ZodNull> &
    Record<E | 503, typeof apiErrorSchema>;
};

/** A route's handler: request.params, query and body typed by the descriptor's schemas, the reply by its response. */
export type EndpointHandler<
  S extends EndpointSchemas,
  Status extends SuccessStatus,
  E extends ErrorStatus,
  B extends z.ZodType | undefined = undefined,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<S, Status, E, B>,
  ZodTypeProvider
>;

/** What only the server says about a route: how the API document presents it, who may call it, how it fails. */
export type RouteDoc<
  S extends EndpointSchemas,
  Status extends SuccessStatus,
  E extends ErrorStatus,
  B extends z.ZodType | undefined = undefined,
> = {
  tags: string[];
  operationId: string;
  summary: string;
  description?: string;
  /** One of the four declarations in docs.ts (route-access.ts turns it into the checks the route gets). */
  security: { [scheme: string]: string[] }[];
  /** The statuses the route can refuse with, besides the 503 any route can answer. */
  errors: E[];
  /**
   * A stricter body schema than the descriptor's, built from the server's configuration (the push
   * services it accepts): the same shape, so the handler's types still come from the descriptor.
   */
  body?: B;
  /** Left out of the API document (development and operator routes). */
  hide?: boolean;
  /** Fastify route options besides the schema: rate-limit config, hooks, body limit. */
  options?: Omit<
    RouteShorthandOptions<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      RouteGenericInterface,
      ContextConfigDefault,
      RouteSchemaOf<S, Status, E, B>,
      ZodTypeProvider
    >,
    'schema'
  >;
};

/**
 * Registers the route an endpoint descriptor declares (packages/shared/src/endpoint.ts), with its full
 * schema: path parameters, query, body, the success body under the descriptor's status, and the error
 * body under each status of `doc.errors`. The descriptor's path is the full path; the plugin this is
 * called in may sit under a prefix, which the path must start with (checked at start-up).
 */
export async function route<
  S extends EndpointSchemas,
  Status extends SuccessStatus,
  const E extends ErrorStatus,
  B extends z.ZodType | undefined = undefined,
>(
  app: FastifyInstance,
  descriptor: Endpoint<S, Status>,
  doc: RouteDoc<S, Status, E, B>,
  handler: EndpointHandler<S, Status, E, B>,
): Promise<void> {
  const { params, query, body, response } = await descriptor.schemas();
  const { options, errors, tags, operationId, security, summary, description, hide } = doc;
  const bodySchema = doc.body ?? body;
  const routeOptions: RouteOptions = {
    ...(options as RouteShorthandOptions),
    method: descriptor.method,
    url: pathUnderPrefix(app.prefix, descriptor.path),
    schema: {
      ...(hide ? { hide } : {}),
      tags,
      operationId,
      security,
      summary,
      ...(description ? { description } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(bodySchema ? { body: bodySchema } : {}),
      response: {
        ...errorResponses(...errors),
        ...Object.fromEntries(descriptor.statuses.map((status) => [status, response ?? z.null()])),
      },
    },
    // The handler's types came from the same schemas; Fastify's untyped route options take it as it is.
    handler: handler as unknown as RouteOptions['handler'],
  };
  app.route(routeOptions);
}

/** The descriptor's path relative to the plugin's prefix (`''` when the path is the prefix itself). */
export function pathUnderPrefix(prefix: string, path: string): string {
  if (
    !path.startsWith(prefix) ||
    (path.length > prefix.length && path[prefix.length] !== '/' && prefix !== '')
  ) {
    throw new Error(
      `The endpoint ${path} is registered under the prefix ${prefix}, which it does not start with`,
    );
  }
  return path.slice(prefix.length);
}
