import { monitoringUsageQuery, monitoringUsageSchema } from '@rally/shared/monitoring/monitoring.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { administrator, errorResponses } from '../../plugins/docs.ts';
import type { UsageService } from './usage.service.ts';

const tags = ['monitoring'];

/** The administrator's usage figures, under /api/monitoring: refused to everyone else (403). */
export async function usageRoutes(app: FastifyInstance, { usage }: { usage: UsageService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/usage',
    {
      schema: {
        tags,
        operationId: 'getMonitoringUsage',
        security: administrator,
        summary:
          'Usage figures for administrators: accounts, games created today, daily and weekly active users',
        querystring: monitoringUsageQuery,
        response: { ...errorResponses(400, 401, 403), 200: monitoringUsageSchema },
      },
    },
    async (request) => usage.usage(request.query.timeZone),
  );
}
