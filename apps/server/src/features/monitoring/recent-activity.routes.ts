import { monitoringActivitySchema } from '@rally/shared/monitoring/monitoring.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { administrator, errorResponses } from '../../plugins/docs.ts';
import type { RecentActivityService } from './recent-activity.service.ts';

/** The administrator's recent user activity, under /api/monitoring: refused to everyone else (403). */
export async function recentActivityRoutes(
  app: FastifyInstance,
  { activity }: { activity: RecentActivityService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/activity',
    {
      schema: {
        tags: ['monitoring'],
        operationId: 'getMonitoringActivity',
        security: administrator,
        summary:
          'Recent user activity for administrators: the newest 50 sign-ups, games and leagues created and joined',
        response: { ...errorResponses(401, 403), 200: monitoringActivitySchema },
      },
    },
    async () => activity.recent(),
  );
}
