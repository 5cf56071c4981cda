import { heartbeatResultSchema, onlineFriendsSchema } from '@rally/shared/presence/presence.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import type { PresenceService } from './presence.service.ts';

const tags = ['presence'];
// A tab beats every 30 s and on each return to the page; this leaves room for many tabs behind one address.

type Options = {
  presence: Pick<PresenceService, 'heartbeat' | 'offline' | 'onlineFriends'>;
};

export async function presenceRoutes(app: FastifyInstance, { presence }: Options) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/heartbeat',
    {
      ...perAddress(240, '1 minute'),
      schema: {
        tags,
        operationId: 'sendHeartbeat',
        security: signedIn,
        summary: 'Say the user is here (recorded only while they share their activity status)',
        response: { ...errorResponses(401, 403, 429), 200: heartbeatResultSchema },
      },
    },
    async (request) => presence.heartbeat(currentUser(request).id),
  );

  api.post(
    '/offline',
    {
      ...perAddress(240, '1 minute'),
      schema: {
        tags,
        operationId: 'goOffline',
        security: signedIn,
        summary: 'Say the user left (page hidden, tab closing, status turned off)',
        response: { ...errorResponses(401, 403, 429), 204: z.null() },
      },
    },
    async (request, reply) => {
      await presence.offline(currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/friends',
    {
      schema: {
        tags,
        operationId: 'listOnlineFriends',
        security: signedIn,
        summary: "The ids of the user's friends who are online",
        response: { ...errorResponses(400, 401), 200: onlineFriendsSchema },
      },
    },
    async (request) => presence.onlineFriends(currentUser(request).id),
  );
}
