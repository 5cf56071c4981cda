import { apiErrorSchema } from '@rally/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyone } from '../../plugins/docs.ts';
import type { HealthService } from './health.service.ts';

/**
 * 200 while this process wants traffic; 503, within a couple of seconds, while the database does not
 * answer or the process is shutting down: what a load balancer asks.
 */
export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      // Health answers its own 503 when the database is slow, before the app-wide request timeout could.
      handlerTimeout: health.timeoutMs + 1_000,
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        security: anyone,
        summary: 'Readiness: the database answers and the process is not shutting down',
        response: {
          200: z.object({ status: z.literal('ok') }),
          // Every route's input guard refuses control characters in the query, this one's too.
          400: apiErrorSchema,
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      const result = await health.check();
      if (result.status === 'ok') return result;
      request.log.warn({ reason: result.reason }, 'health check: unavailable');
      return reply.status(503).send({ status: 'unavailable' as const });
    },
  );
}
