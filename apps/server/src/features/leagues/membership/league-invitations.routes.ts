import {
  leagueIdParams,
  leagueInvitationsInput,
  leagueInvitationsResultSchema,
} from '@rally/shared/leagues/leagues.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../../plugins/docs.ts';
import type { LeagueInvitationsService } from './league-invitations.service.ts';

/** Invite Players: email the league's link to a list of addresses (members of the league). */
export async function leagueInvitationsRoutes(
  app: FastifyInstance,
  { invitations }: { invitations: LeagueInvitationsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/:id/invitations',
    {
      schema: {
        tags: ['leagues'],
        operationId: 'inviteToLeague',
        security: signedIn,
        summary: "Email the league's link to comma-separated addresses (members; capped per day)",
        params: leagueIdParams,
        body: leagueInvitationsInput,
        response: { ...errorResponses(400, 401, 403, 404, 429), 200: leagueInvitationsResultSchema },
      },
    },
    async (request) => invitations.invite(currentUser(request).id, request.params.id, request.body.emails),
  );
}
