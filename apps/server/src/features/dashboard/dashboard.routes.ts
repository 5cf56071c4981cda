import { dashboardSchema } from '@rally/shared/dashboard/dashboard.schemas';
import { devicePositionQuery } from '@rally/shared/locations/locations.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import type { DashboardService } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // No trailing slash: the path is the prefix itself (`/api/dashboard`), as clients call it.
  api.get(
    '',
    {
      schema: {
        tags: ['dashboard'],
        operationId: 'getDashboard',
        security: signedIn,
        querystring: devicePositionQuery,
        summary:
          "The dashboard in one response: the viewer's next 4 games, 4 games for them to join, 8 friend activities, 3 popular places",
        response: { ...errorResponses(400, 401), 200: dashboardSchema },
      },
    },
    async (request) => dashboard.forViewer(currentUser(request).id, request.query),
  );
}
