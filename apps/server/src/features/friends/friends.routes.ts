import { friendsEndpoints as endpoints } from '@rally/shared/friends/friends.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import type { FriendsService } from './friends.service.ts';

const tags = ['friends'];

export async function friendsRoutes(app: FastifyInstance, { friends }: { friends: FriendsService }) {
  // No trailing slash: the path is the prefix itself (`/api/...`), as clients call it.
  await route(
    app,
    endpoints.listFriends,
    {
      tags,
      operationId: 'listFriends',
      security: signedIn,
      summary: 'A page of accepted friends, by name, with whether each is online',
      errors: [400, 401],
    },
    async (request) => friends.list(currentUser(request).id, request.query),
  );

  await route(
    app,
    endpoints.listFriendRequests,
    {
      tags,
      operationId: 'listFriendRequests',
      security: signedIn,
      summary: 'Pending friend requests to and from the user',
      errors: [400, 401],
    },
    async (request) => friends.requests(currentUser(request).id),
  );

  await route(
    app,
    endpoints.searchPeople,
    {
      tags,
      operationId: 'searchPeople',
      security: signedIn,
      summary: 'Find people by username or name, without those already friends or asked',
      errors: [400, 401, 429],
      options: { ...perAddress(120, '1 minute') },
    },
    async (request) => friends.search(currentUser(request).id, request.query.q),
  );

  await route(
    app,
    endpoints.listFriendSuggestions,
    {
      tags,
      operationId: 'listFriendSuggestions',
      security: signedIn,
      summary: 'Up to 10 people who share a sport, best match first (sports, skill, nearness)',
      errors: [400, 401],
    },
    async (request) => friends.suggestions(currentUser(request).id, request.query),
  );

  await route(
    app,
    endpoints.listFriendActivity,
    {
      tags,
      operationId: 'listFriendActivity',
      security: signedIn,
      summary: "Friends' game creations and joins of the last 7 days, newest first",
      errors: [400, 401],
    },
    async (request) => friends.activity(currentUser(request).id),
  );

  await route(
    app,
    endpoints.sendFriendRequest,
    {
      tags,
      operationId: 'sendFriendRequest',
      security: signedIn,
      summary: 'Send a friend request (accepts theirs when they already asked)',
      errors: [400, 401, 403, 404, 409, 429],
      options: { ...perAddress(60, '1 minute') },
    },
    async (request, reply) => {
      const { result, created } = await friends.sendRequest(currentUser(request).id, request.body.userId);
      reply.status(created ? 201 : 200);
      return result;
    },
  );

  await route(
    app,
    endpoints.acceptFriendRequest,
    {
      tags,
      operationId: 'acceptFriendRequest',
      security: signedIn,
      summary: 'Accept a friend request sent to the user',
      errors: [400, 401, 403, 404],
    },
    async (request) => friends.accept(currentUser(request).id, request.params.requestId),
  );

  await route(
    app,
    endpoints.declineFriendRequest,
    {
      tags,
      operationId: 'declineFriendRequest',
      security: signedIn,
      summary: 'Decline (delete) a friend request sent to the user',
      errors: [400, 401, 403, 404],
    },
    async (request, reply) => {
      await friends.decline(currentUser(request).id, request.params.requestId);
      return reply.status(204).send(null);
    },
  );

  await route(
    app,
    endpoints.removeFriend,
    {
      tags,
      operationId: 'removeFriend',
      security: signedIn,
      summary: 'Remove a friend, or cancel a request the user sent them',
      errors: [400, 401, 403, 404],
    },
    async (request, reply) => {
      await friends.remove(currentUser(request).id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
