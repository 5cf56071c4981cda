import { presenceEndpoints as endpoints } from '@rally/shared/presence/presence.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import type { PresenceService } from './presence.service.ts';

const tags = ['presence'];
// A tab beats every 30 s and on each return to the page; this leaves room for many tabs behind one address.

type Options = {
  presence: Pick<PresenceService, 'heartbeat' | 'offline' | 'onlineFriends'>;
};

export async function presenceRoutes(app: FastifyInstance, { presence }: Options) {
  await route(
    app,
    endpoints.sendHeartbeat,
    {
      tags,
      operationId: 'sendHeartbeat',
      security: signedIn,
      summary: 'Say the user is here (recorded only while they share their activity status)',
      errors: [401, 403, 429],
      options: { ...perAddress(240, '1 minute') },
    },
    async (request) => presence.heartbeat(currentUser(request).id),
  );

  await route(
    app,
    endpoints.goOffline,
    {
      tags,
      operationId: 'goOffline',
      security: signedIn,
      summary: 'Say the user left (page hidden, tab closing, status turned off)',
      errors: [401, 403, 429],
      options: { ...perAddress(240, '1 minute') },
    },
    async (request, reply) => {
      await presence.offline(currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  await route(
    app,
    endpoints.listOnlineFriends,
    {
      tags,
      operationId: 'listOnlineFriends',
      security: signedIn,
      summary: "The ids of the user's friends who are online",
      errors: [400, 401],
    },
    async (request) => presence.onlineFriends(currentUser(request).id),
  );
}
