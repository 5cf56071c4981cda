import { apiErrorSchema } from '@rally/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyone } from '../../plugins/docs.ts';
import type { HealthService } from './health.service.ts';

/**
 * Liveness (`/health`: 200 while the process answers, whatever the database does, so an orchestrator
 * restarts only a process that hangs) and readiness (`/ready`: 200 while this process wants traffic;
 * 503, within a couple of seconds, while the database or the LISTEN connection is away or the process
 * is shutting down: what a load balancer asks).
 */
export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        security: anyone,
        summary: 'Liveness: the process answers (the database is not asked)',
        response: {
          200: z.object({ status: z.literal('ok') }),
          // Every route's input guard refuses control characters in the query, this one's too.
          400: apiErrorSchema,
        },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  typed.get(
    '/ready',
    {
      // Readiness answers its own 503 when the database is slow, before the app-wide request timeout could.
      handlerTimeout: health.timeoutMs + 1_000,
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        security: anyone,
        summary:
          'Readiness: the database and the LISTEN connection answer and the process is not shutting down',
        response: {
          200: z.object({ status: z.literal('ok') }),
          400: apiErrorSchema,
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      const result = await health.check();
      if (result.status === 'ok') return result;
      request.log.warn({ reason: result.reason }, 'readiness check: unavailable');
      return reply.status(503).send({ status: 'unavailable' as const });
    },
  );
}
