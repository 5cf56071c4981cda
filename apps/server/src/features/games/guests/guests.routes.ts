import { guestsCohostsEndpoints as endpoints } from '@rally/shared/games/guests-cohosts.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { GuestsService } from './guests.service.ts';

const tags = ['games'];

/** A player's guests: add one by name, take one off. */
export async function guestsRoutes(app: FastifyInstance, { guests }: { guests: GuestsService }) {
  await route(
    app,
    endpoints.addGameGuest,
    {
      tags,
      operationId: 'addGameGuest',
      security: signedIn,
      summary: 'Bring a guest to a game one plays in; the guest takes a spot',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => guests.addGuest(currentUser(request).id, request.params.id, request.body.name),
  );

  await route(
    app,
    endpoints.removeGameGuest,
    {
      tags,
      operationId: 'removeGameGuest',
      security: signedIn,
      summary:
        'Take a guest off a game (their player, the host or a co-host); the first on the waitlist moves up',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => guests.removeGuest(currentUser(request).id, request.params.id, request.params.guestId),
  );
}
