import { leagueOrganisersEndpoints as endpoints } from '@rally/shared/seasons/seasons.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { LeagueOrganisersService } from './league-organisers.service.ts';

const tags = ['leagues'];

/** A league's co-organisers: who they are, and the creator naming or removing them. */
export async function leagueOrganisersRoutes(
  app: FastifyInstance,
  { organisers }: { organisers: LeagueOrganisersService },
) {
  await route(
    app,
    endpoints.listLeagueOrganisers,
    {
      tags,
      operationId: 'listLeagueOrganisers',
      security: signedIn,
      summary: "Who organises the league: its creator, then the members they named (the league's readers)",
      errors: [400, 401, 403, 404],
    },
    async (request) => organisers.list(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.addLeagueOrganiser,
    {
      tags,
      operationId: 'addLeagueOrganiser',
      security: signedIn,
      summary: 'Name a member co-organiser of the league (creator)',
      errors: [400, 401, 403, 404],
    },
    async (request) => organisers.add(currentUser(request).id, request.params.id, request.params.userId),
  );

  await route(
    app,
    endpoints.removeLeagueOrganiser,
    {
      tags,
      operationId: 'removeLeagueOrganiser',
      security: signedIn,
      summary: 'Stop a co-organiser organising the league; they stay a member (creator)',
      errors: [400, 401, 403, 404],
    },
    async (request) => organisers.remove(currentUser(request).id, request.params.id, request.params.userId),
  );
}
