import { monitoringLiveSchema } from '@rally/shared/monitoring/monitoring.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { administrator, errorResponses } from '../../plugins/docs.ts';
import type { LiveService } from './live.service.ts';

/** The administrator's live figures, under /api/monitoring: refused to everyone else (403). */
export async function liveRoutes(app: FastifyInstance, { live }: { live: LiveService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/live',
    {
      schema: {
        tags: ['monitoring'],
        operationId: 'getMonitoringLive',
        security: administrator,
        summary:
          'Live figures for administrators: response times, errors, slow queries, connections and the last hour',
        response: { ...errorResponses(401, 403), 200: monitoringLiveSchema },
      },
    },
    async () => live.live(),
  );
}
