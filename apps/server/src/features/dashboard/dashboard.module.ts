import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The dashboard: the viewer's next games, games for them, friends' activity and popular places, in one answer. */
export function createDashboardModule(ports: Parameters<typeof createDashboardService>[0]) {
  const dashboard = createDashboardService(ports);
  return {
    async register(app: FastifyInstance) {
      await app.register(dashboardRoutes, { prefix: '/api/dashboard', dashboard });
    },
  };
}
