import { dashboardEndpoints as endpoints } from '@rally/shared/dashboard/dashboard.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { DashboardService } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }) {
  // No trailing slash: the path is the prefix itself (`/api/dashboard`), as clients call it.
  await route(
    app,
    endpoints.getDashboard,
    {
      tags: ['dashboard'],
      operationId: 'getDashboard',
      security: signedIn,
      summary:
        "The dashboard in one response: the viewer's next 4 games, 4 games for them to join, 8 friend activities, 3 popular places",
      errors: [400, 401],
    },
    async (request) => dashboard.forViewer(currentUser(request).id, request.query),
  );
}
