import { monitoringUsageQuery, monitoringUsageSchema } from '@rally/shared/monitoring/monitoring.schemas';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import type { UsageService } from './usage.service.ts';

const tags = ['monitoring'];

/** The administrator's usage figures, under /api/monitoring; `requireAdmin` refuses everyone else. */
export async function usageRoutes(
  app: FastifyInstance,
  { usage, requireAdmin }: { usage: UsageService; requireAdmin: preHandlerAsyncHookHandler[] },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/usage',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        operationId: 'getMonitoringUsage',
        security: signedIn,
        summary:
          'Usage figures for administrators: accounts, games created today, daily and weekly active users',
        querystring: monitoringUsageQuery,
        response: { ...errorResponses(400, 401, 403), 200: monitoringUsageSchema },
      },
    },
    async (request) => usage.usage(request.query.timeZone),
  );
}
