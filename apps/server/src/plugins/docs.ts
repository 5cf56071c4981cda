import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests: UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rally API',
        description: 'Find, host and join local pickup sports games.',
        version: '1.0.0',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rally.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
