import { leagueInvitationsEndpoints as endpoints } from '@rally/shared/leagues/league-invitations.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { LeagueInvitationsService } from './league-invitations.service.ts';

/** Invite Players: email the league's link to a list of addresses (members of the league). */
export async function leagueInvitationsRoutes(
  app: FastifyInstance,
  { invitations }: { invitations: LeagueInvitationsService },
) {
  await route(
    app,
    endpoints.inviteToLeague,
    {
      tags: ['leagues'],
      operationId: 'inviteToLeague',
      security: signedIn,
      summary: "Email the league's link to comma-separated addresses (members; capped per day)",
      errors: [400, 401, 403, 404, 429],
    },
    async (request) => invitations.invite(currentUser(request).id, request.params.id, request.body.emails),
  );
}
