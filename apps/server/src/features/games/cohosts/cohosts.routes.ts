import { guestsCohostsEndpoints as endpoints } from '@rally/shared/games/guests-cohosts.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { CohostsService } from './cohosts.service.ts';

const tags = ['games'];

/** The host makes a player a co-host, and back. */
export async function cohostsRoutes(app: FastifyInstance, { cohosts }: { cohosts: CohostsService }) {
  await route(
    app,
    endpoints.makeGameCohost,
    {
      tags,
      operationId: 'makeGameCohost',
      security: signedIn,
      summary: 'Make a player a co-host (host only; in a series, of every game of it)',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => cohosts.make(currentUser(request).id, request.params.id, request.params.userId),
  );

  await route(
    app,
    endpoints.unmakeGameCohost,
    {
      tags,
      operationId: 'unmakeGameCohost',
      security: signedIn,
      summary: "End a player's co-hosting (host only; in a series, of every upcoming game of it)",
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => cohosts.unmake(currentUser(request).id, request.params.id, request.params.userId),
  );
}
