import { monitoringEndpoints as endpoints } from '@rally/shared/monitoring/monitoring.endpoints';
import type { FastifyInstance } from 'fastify';
import { administrator } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { UsageService } from './usage.service.ts';

const tags = ['monitoring'];

/** The administrator's usage figures, under /api/monitoring: refused to everyone else (403). */
export async function usageRoutes(app: FastifyInstance, { usage }: { usage: UsageService }) {
  await route(
    app,
    endpoints.getMonitoringUsage,
    {
      tags,
      operationId: 'getMonitoringUsage',
      security: administrator,
      summary:
        'Usage figures for administrators: accounts, games created today, daily and weekly active users',
      errors: [400, 401, 403],
    },
    async (request) => usage.usage(request.query.timeZone),
  );
}
