import { monitoringEndpoints as endpoints } from '@rally/shared/monitoring/monitoring.endpoints';
import type { FastifyInstance } from 'fastify';
import { administrator } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { LiveService } from './live.service.ts';

/** The administrator's live figures, under /api/monitoring: refused to everyone else (403). */
export async function liveRoutes(app: FastifyInstance, { live }: { live: LiveService }) {
  await route(
    app,
    endpoints.getMonitoringLive,
    {
      tags: ['monitoring'],
      operationId: 'getMonitoringLive',
      security: administrator,
      summary:
        'Live figures for administrators: response times, errors, slow queries, connections and the last hour',
      errors: [401, 403],
    },
    async () => live.live(),
  );
}
