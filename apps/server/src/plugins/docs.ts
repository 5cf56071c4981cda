import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema } from '@rally/shared/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type SecurityRequirements = { [scheme: string]: string[] }[];

// A route's `security` is one of these four declarations, compared by identity: route-access.ts turns
// each into the checks the route gets, and refuses at start-up an /api route that declares none.

/** The security of an operation that needs a signed-in user: the session cookie. */
export const signedIn: SecurityRequirements = [{ session: [] }];
/** The security of an operation for administrators only: the same cookie in the document, and a 403 for others. */
export const administrator: SecurityRequirements = [{ session: [] }];
/** The security of an operation anyone may call, signed in or not. */
export const anyone: SecurityRequirements = [];
/** The security of an operation that works either way and acts on the session when there is one. */
export const signedInOrNot: SecurityRequirements = [{ session: [] }, {}];

/** The statuses a route can fail with, besides the 503 (and 500) that any route can answer. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * The error responses of a route, for its schema's `response`: the shared error body under each status
 * given, and always under 503 (the database is down or too slow: any route that reads it can say so).
 * Declared, they show in the OpenAPI document, and error bodies are serialised through the same schema.
 */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  const responses: Record<number, typeof apiErrorSchema> = { 503: apiErrorSchema };
  for (const status of statuses) responses[status] = apiErrorSchema;
  return responses as Record<S | 503, typeof apiErrorSchema>;
}

/** OpenAPI generated from the same zod schemas that validate requests: UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rally API',
        description: 'Find, host and join local pickup sports games.',
        version: '1.0.0',
        license: { name: 'Proprietary' },
      },
      // Relative to where the document is served: true for every deployment, whatever its address.
      servers: [{ url: '/', description: `This server (${options.publicUrl})` }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'rally.session_token',
            description:
              'The session cookie that signing in sets (httpOnly, SameSite=Lax); named __Secure-rally.session_token over https.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (the error body) become components, referenced by each response.
    transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * The document without the component schemas nothing references: each registered schema also yields
 * an input variant (`ApiErrorInput`), used only where a request body takes that schema.
 */
function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const { components, ...rest } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const uses = JSON.stringify([rest, { ...components, schemas: undefined }, schemas]);
  for (const name of Object.keys(schemas)) {
    // Its own definition never mentions its own reference, so any mention is a use.
    if (!uses.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
}
