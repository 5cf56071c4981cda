import { leagueMembershipEndpoints as endpoints } from '@rally/shared/leagues/league-membership.endpoints';
import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../../../plugins/attempt-limiter.ts';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { AttemptLimiters } from '../../../plugins/rate-limits.ts';
import type { LeagueMembershipService } from './league-membership.service.ts';

const tags = ['leagues'];

/** Join requests one user may send per hour: a rejected player may ask again, but not flood creators. */
export const LEAGUE_JOIN_REQUEST_BUDGET = { perAddress: { max: 30, windowMs: 60 * 60 * 1000 } };

/** Who belongs: joining, leaving, asking to join a private league and the creator's answer. */
export async function leagueMembershipRoutes(
  app: FastifyInstance,
  { membership, attemptLimiter }: { membership: LeagueMembershipService; attemptLimiter: AttemptLimiters },
) {
  await route(
    app,
    endpoints.joinLeague,
    {
      tags,
      operationId: 'joinLeague',
      security: signedIn,
      summary: 'Join a public league that has room',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => membership.join(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.leaveLeague,
    {
      tags,
      operationId: 'leaveLeague',
      security: signedIn,
      summary: 'Leave a league (members; the creator deletes it instead)',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => membership.leave(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.requestToJoinLeague,
    {
      tags,
      operationId: 'requestToJoinLeague',
      security: signedIn,
      summary: 'Ask the creator to join a private league, with an optional message',
      errors: [400, 401, 403, 404, 409, 429],
      options: {
        // Counted per user, wherever they ask from; only requests actually sent spend the budget.
        ...limitAttempts(attemptLimiter('league-join-request', LEAGUE_JOIN_REQUEST_BUDGET), {
          subject: (request) => ({ address: 'any-address', account: currentUser(request).id }),
          counts: (status) => status === 200,
        }),
      },
    },
    async (request) =>
      membership.requestToJoin(currentUser(request).id, request.params.id, request.body.message),
  );

  await route(
    app,
    endpoints.listLeagueJoinRequests,
    {
      tags,
      operationId: 'listLeagueJoinRequests',
      security: signedIn,
      summary: 'Pending requests to join the league, newest first (creator)',
      errors: [400, 401, 403, 404],
    },
    async (request) => membership.joinRequests(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.respondToLeagueJoinRequest,
    {
      tags,
      operationId: 'respondToLeagueJoinRequest',
      security: signedIn,
      summary: 'Approve (adds the member) or reject a pending join request (creator)',
      errors: [400, 401, 403, 404, 409],
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
