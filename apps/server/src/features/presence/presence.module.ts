import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { registerPresenceJobs } from './presence.jobs.ts';
import { createPresenceRepository } from './presence.repository.ts';
import { presenceRoutes } from './presence.routes.ts';
import { type ActivityStatusSettings, createPresenceService, type FriendLookup } from './presence.service.ts';

/** Who is online, for their friends: heartbeats, the toggle, and the sweep of stale ones. */
export function createPresenceModule(
  { db, bus, clock, jobs }: Platform,
  ports: { activityStatus: ActivityStatusSettings; friendships: FriendLookup },
) {
  const presence = createPresenceService({
    presenceRepo: createPresenceRepository(db),
    profiles: ports.activityStatus,
    friends: ports.friendships,
    bus,
    clock,
  });
  return {
    presence,
    async register(app: FastifyInstance) {
      await app.register(presenceRoutes, { prefix: '/api/presence', presence });
      registerPresenceJobs(jobs, presence);
    },
  };
}
