import { gamesEndpoints as endpoints } from '@rally/shared/games/games.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { GamesService } from '../games.service.ts';
import type { GameEditService } from './game-edit.service.ts';

/** PATCH /api/games/{id}: the edit, answered with the game's page as the editor now sees it. */
export async function gameEditRoutes(
  app: FastifyInstance,
  { editing, games }: { editing: GameEditService; games: Pick<GamesService, 'detail'> },
) {
  await route(
    app,
    endpoints.updateGame,
    {
      tags: ['games'],
      operationId: 'updateGame',
      security: signedIn,
      summary:
        "The host (or a co-host) edits an upcoming game's fields; players are told of a new time, place or cost",
      description:
        "Takes the game's fields as the Edit game form holds them (the Create Game shape): the server compares them with the game and changes what differs, so a field left out takes its default. A maximum below the players already in is refused; a higher one promotes the waitlist in order.",
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => {
      const viewerId = currentUser(request).id;
      await editing.edit(viewerId, request.params.id, request.body);
      return games.detail(viewerId, request.params.id);
    },
  );
}
