import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { createFriendsRepository } from './friends.repository.ts';
import { friendsRoutes } from './friends.routes.ts';
import { createFriendsService } from './friends.service.ts';

type FriendsServiceDeps = Parameters<typeof createFriendsService>[0];

/** Friend requests, the friends list with what friends played lately, and suggestions. */
export function createFriendsModule(
  { db, bus, clock }: Platform,
  ports: Pick<FriendsServiceDeps, 'positions' | 'activitySource' | 'profiles' | 'notifications' | 'blocks'>,
) {
  const friends = createFriendsService({ friendsRepo: createFriendsRepository(db), ...ports, bus, clock });
  return {
    friends,
    async register(app: FastifyInstance) {
      await app.register(friendsRoutes, { prefix: '/api/friends', friends });
    },
  };
}
