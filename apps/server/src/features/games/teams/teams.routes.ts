import { teamsEndpoints as endpoints } from '@rally/shared/games/teams.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { TeamsService } from './teams.service.ts';

const tags = ['games'];

/** Balanced teams (draft, publish) and the final score: the host's or a co-host's. */
export async function teamsRoutes(app: FastifyInstance, { teams }: { teams: TeamsService }) {
  await route(
    app,
    endpoints.draftGameTeams,
    {
      tags,
      operationId: 'draftGameTeams',
      security: signedIn,
      summary: 'Split the roster into balanced teams (host or co-host; nothing is stored)',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => teams.draft(currentUser(request).id, request.params.id, request.body),
  );

  await route(
    app,
    endpoints.publishGameTeams,
    {
      tags,
      operationId: 'publishGameTeams',
      security: signedIn,
      summary: 'Publish the teams: every player and guest on the roster exactly once (host or co-host)',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => teams.publish(currentUser(request).id, request.params.id, request.body),
  );

  await route(
    app,
    endpoints.recordGameResult,
    {
      tags,
      operationId: 'recordGameResult',
      security: signedIn,
      summary: 'Record or change the final score, after the start and within 48 hours (host or co-host)',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => teams.recordResult(currentUser(request).id, request.params.id, request.body),
  );
}
