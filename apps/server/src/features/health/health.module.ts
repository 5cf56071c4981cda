import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../../lib/readiness.ts';
import type { Platform } from '../../plugins/register-platform.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealthService } from './health.service.ts';

/** Liveness and readiness for load balancers: the database answers, and the process is not draining. */
export function createHealthModule({ database }: Platform, ports: { readiness: Readiness }) {
  const health = createHealthService({
    ping: () => database.ping(),
    isDraining: () => ports.readiness.draining,
    listenState: () => database.listenState(),
  });
  return {
    async register(app: FastifyInstance) {
      await app.register(healthRoutes, { prefix: '/api', health });
    },
  };
}
