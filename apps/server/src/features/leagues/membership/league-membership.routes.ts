import {
  leagueActionResultSchema,
  leagueIdParams,
  leagueJoinRequestInput,
  leagueJoinRequestListSchema,
  leagueRequestParams,
  respondInput,
} from '@rally/shared/leagues/leagues.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitAttempts } from '../../../plugins/attempt-limiter.ts';
import { currentUser } from '../../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../../plugins/docs.ts';
import type { AttemptLimiters } from '../../../plugins/rate-limits.ts';
import type { LeagueMembershipService } from './league-membership.service.ts';

const tags = ['leagues'];

/** Join requests one user may send per hour: a rejected player may ask again, but not flood creators. */
export const LEAGUE_JOIN_REQUEST_BUDGET = { perAddress: { max: 30, windowMs: 60 * 60 * 1000 } };

const actionResponses = { ...errorResponses(400, 401, 403, 404, 409), 200: leagueActionResultSchema };

/** Who belongs: joining, leaving, asking to join a private league and the creator's answer. */
export async function leagueMembershipRoutes(
  app: FastifyInstance,
  { membership, attemptLimiter }: { membership: LeagueMembershipService; attemptLimiter: AttemptLimiters },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/:id/join',
    {
      schema: {
        tags,
        operationId: 'joinLeague',
        security: signedIn,
        summary: 'Join a public league that has room',
        params: leagueIdParams,
        response: actionResponses,
      },
    },
    async (request) => membership.join(currentUser(request).id, request.params.id),
  );

  api.delete(
    '/:id/membership',
    {
      schema: {
        tags,
        operationId: 'leaveLeague',
        security: signedIn,
        summary: 'Leave a league (members; the creator deletes it instead)',
        params: leagueIdParams,
        response: actionResponses,
      },
    },
    async (request) => membership.leave(currentUser(request).id, request.params.id),
  );

  api.post(
    '/:id/join-requests',
    {
      // Counted per user, wherever they ask from; only requests actually sent spend the budget.
      ...limitAttempts(attemptLimiter('league-join-request', LEAGUE_JOIN_REQUEST_BUDGET), {
        subject: (request) => ({ address: 'any-address', account: currentUser(request).id }),
        counts: (status) => status === 200,
      }),
      schema: {
        tags,
        operationId: 'requestToJoinLeague',
        security: signedIn,
        summary: 'Ask the creator to join a private league, with an optional message',
        params: leagueIdParams,
        body: leagueJoinRequestInput,
        response: { ...actionResponses, ...errorResponses(429) },
      },
    },
    async (request) =>
      membership.requestToJoin(currentUser(request).id, request.params.id, request.body.message),
  );

  api.get(
    '/:id/join-requests',
    {
      schema: {
        tags,
        operationId: 'listLeagueJoinRequests',
        security: signedIn,
        summary: 'Pending requests to join the league, newest first (creator)',
        params: leagueIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 200: leagueJoinRequestListSchema },
      },
    },
    async (request) => membership.joinRequests(currentUser(request).id, request.params.id),
  );

  api.post(
    '/:id/join-requests/:requestId',
    {
      schema: {
        tags,
        operationId: 'respondToLeagueJoinRequest',
        security: signedIn,
        summary: 'Approve (adds the member) or reject a pending join request (creator)',
        params: leagueRequestParams,
        body: respondInput,
        response: actionResponses,
      },
    },
    async (request) =>
      membership.respond(
        currentUser(request).id,
        request.params.id,
        request.params.requestId,
        request.body.status,
      ),
  );
}
