import { monitoringEndpoints as endpoints } from '@rally/shared/monitoring/monitoring.endpoints';
import type { FastifyInstance } from 'fastify';
import { administrator } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { RecentActivityService } from './recent-activity.service.ts';

/** The administrator's recent user activity, under /api/monitoring: refused to everyone else (403). */
export async function recentActivityRoutes(
  app: FastifyInstance,
  { activity }: { activity: RecentActivityService },
) {
  await route(
    app,
    endpoints.getMonitoringActivity,
    {
      tags: ['monitoring'],
      operationId: 'getMonitoringActivity',
      security: administrator,
      summary:
        'Recent user activity for administrators: the newest 50 sign-ups, games and leagues created and joined',
      errors: [401, 403],
    },
    async () => activity.recent(),
  );
}
