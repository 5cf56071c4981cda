import { monitoringLiveSchema } from '@rally/shared/monitoring/monitoring.schemas';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import type { LiveService } from './live.service.ts';

/** The administrator's live figures, under /api/monitoring; `requireAdmin` refuses everyone else. */
export async function liveRoutes(
  app: FastifyInstance,
  { live, requireAdmin }: { live: LiveService; requireAdmin: preHandlerAsyncHookHandler[] },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/live',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['monitoring'],
        operationId: 'getMonitoringLive',
        security: signedIn,
        summary:
          'Live figures for administrators: response times, errors, slow queries, connections and the last hour',
        response: { ...errorResponses(401, 403), 200: monitoringLiveSchema },
      },
    },
    async () => live.live(),
  );
}
