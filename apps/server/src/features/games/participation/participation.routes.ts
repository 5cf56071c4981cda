import { participationEndpoints as endpoints } from '@rally/shared/games/participation.endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError, tooManyRequests } from '../../../lib/app-error.ts';
import { type AttemptLimiter, limitAttempts } from '../../../plugins/attempt-limiter.ts';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { AttemptLimiters } from '../../../plugins/rate-limits.ts';
import type { ParticipationService } from './participation.service.ts';

const tags = ['games'];

/** Join requests one user may send per hour: plenty for a keen player, too few to spam hosts. */
export const JOIN_REQUEST_BUDGET = { perAddress: { max: 30, windowMs: 60 * 60 * 1000 } };
/** Invitation batches (of up to 50 friends) one host may send per hour. */
export const INVITATION_BUDGET = { perAddress: { max: 30, windowMs: 60 * 60 * 1000 } };
/** Joins and leaves of one game by one player per 10 minutes: room to change one's mind, not to flap. */
export const JOIN_LEAVE_BUDGET = { perAddress: { max: 6, windowMs: 10 * 60 * 1000 } };
const JOIN_LEAVE_TOO_OFTEN =
  'You have joined and left this game too often. Please wait a few minutes and try again.';

/** The limiter, refusing with words of its own instead of the general "too many attempts". */
function refusingWith(message: string, limiter: AttemptLimiter): AttemptLimiter {
  return {
    charge: (subject) =>
      limiter.charge(subject).catch((error: unknown) => {
        throw error instanceof AppError && error.code === 'rate_limited' ? tooManyRequests(message) : error;
      }),
  };
}

/** Taking part in a game: join, leave, requests, invitations, the waitlist, removing a player, rating. */
export async function participationRoutes(
  app: FastifyInstance,
  { participation, attemptLimiter }: { participation: ParticipationService; attemptLimiter: AttemptLimiters },
) {
  // Counted per user, wherever they act from; only what was actually sent spends the budget.
  const perUser = (name: string, budget: typeof JOIN_REQUEST_BUDGET) =>
    limitAttempts(attemptLimiter(name, budget), {
      subject: (request) => ({ address: 'any-address', account: currentUser(request).id }),
      counts: (status) => status === 200,
    });
  // Counted per player and game, joins and leaves together: only those that went through spend it.
  const joinLeaveLimit = limitAttempts(
    refusingWith(JOIN_LEAVE_TOO_OFTEN, attemptLimiter('game-join-leave', JOIN_LEAVE_BUDGET)),
    {
      subject: (request) => ({
        address: `game ${(request.params as { id: string }).id}`,
        account: currentUser(request).id,
      }),
      counts: (status) => status === 200,
    },
  );

  await route(
    app,
    endpoints.joinGame,
    {
      tags,
      operationId: 'joinGame',
      security: signedIn,
      summary: 'Join a public game, or a private one the user was invited to or approved for',
      errors: [400, 401, 403, 404, 409, 429],
      options: { ...joinLeaveLimit },
    },
    async (request) => participation.join(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.leaveGame,
    {
      tags,
      operationId: 'leaveGame',
      security: signedIn,
      summary: 'Leave a game before it starts; the first on the waitlist takes the spot',
      errors: [400, 401, 403, 404, 409, 429],
      options: { ...joinLeaveLimit },
    },
    async (request) => participation.leave(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.requestToJoinGame,
    {
      tags,
      operationId: 'requestToJoinGame',
      security: signedIn,
      summary: 'Ask the host to join a private game, with an optional message',
      errors: [400, 401, 403, 404, 409, 429],
      options: { ...perUser('game-join-request', JOIN_REQUEST_BUDGET) },
    },
    async (request) =>
      participation.requestToJoin(currentUser(request).id, request.params.id, request.body.message),
  );

  await route(
    app,
    endpoints.listGameJoinRequests,
    {
      tags,
      operationId: 'listGameJoinRequests',
      security: signedIn,
      summary: "The game's join requests (host only): pending first, each group newest first",
      errors: [400, 401, 403, 404],
    },
    async (request) => participation.listJoinRequests(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.respondToGameJoinRequest,
    {
      tags,
      operationId: 'respondToGameJoinRequest',
      security: signedIn,
      summary: 'Approve (the requester joins, if a spot is left) or reject a pending join request',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) =>
      participation.respondToJoinRequest(
        currentUser(request).id,
        request.params.id,
        request.params.requestId,
        request.body.status,
      ),
  );

  await route(
    app,
    endpoints.listInvitableFriends,
    {
      tags,
      operationId: 'listInvitableFriends',
      security: signedIn,
      summary: "The host's friends, by name, with whether each can still be invited (host only)",
      errors: [400, 401, 403, 404],
    },
    async (request) => participation.invitableFriends(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.inviteFriendsToGame,
    {
      tags,
      operationId: 'inviteFriendsToGame',
      security: signedIn,
      summary: 'Invite friends to the game (host only); those already in, invited or asking are skipped',
      errors: [400, 401, 403, 404, 409, 429],
      options: { ...perUser('game-invitations', INVITATION_BUDGET) },
    },
    async (request) =>
      participation.inviteFriends(currentUser(request).id, request.params.id, request.body.userIds),
  );

  await route(
    app,
    endpoints.joinGameWaitlist,
    {
      tags,
      operationId: 'joinGameWaitlist',
      security: signedIn,
      summary: 'Get in line for a full public game',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => participation.joinWaitlist(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.leaveGameWaitlist,
    {
      tags,
      operationId: 'leaveGameWaitlist',
      security: signedIn,
      summary: "Leave the game's waitlist",
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => participation.leaveWaitlist(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.listGameWaitlist,
    {
      tags,
      operationId: 'listGameWaitlist',
      security: signedIn,
      summary: "The game's waitlist in order (host only)",
      errors: [400, 401, 403, 404],
    },
    async (request) => participation.waitlist(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.removeGamePlayer,
    {
      tags,
      operationId: 'removeGamePlayer',
      security: signedIn,
      summary: 'Remove a player from an upcoming game (host only); the first on the waitlist moves up',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) =>
      participation.removePlayer(currentUser(request).id, request.params.id, request.params.userId),
  );

  await route(
    app,
    endpoints.rateGame,
    {
      tags,
      operationId: 'rateGame',
      security: signedIn,
      summary: "Save or change the user's 1-5 star rating of a game they played, once it has started",
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => participation.rate(currentUser(request).id, request.params.id, request.body.rating),
  );
}
