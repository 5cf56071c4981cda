import {
  friendActivityListSchema,
  friendListQuery,
  friendListSchema,
  friendRequestIdParams,
  friendRequestListSchema,
  friendRequestResultSchema,
  friendSearchQuery,
  friendSearchResultSchema,
  friendSuggestionListSchema,
  friendSuggestionsQuery,
  friendUserIdParams,
  sendFriendRequestInput,
} from '@rally/shared/friends/friends.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import type { FriendsService } from './friends.service.ts';

const tags = ['friends'];

export async function friendsRoutes(app: FastifyInstance, { friends }: { friends: FriendsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // No trailing slash: the path is the prefix itself (`/api/...`), as clients call it.
  api.get(
    '',
    {
      schema: {
        tags,
        operationId: 'listFriends',
        security: signedIn,
        summary: 'A page of accepted friends, by name, with whether each is online',
        querystring: friendListQuery,
        response: { ...errorResponses(400, 401), 200: friendListSchema },
      },
    },
    async (request) => friends.list(currentUser(request).id, request.query),
  );

  api.get(
    '/requests',
    {
      schema: {
        tags,
        operationId: 'listFriendRequests',
        security: signedIn,
        summary: 'Pending friend requests to and from the user',
        response: { ...errorResponses(400, 401), 200: friendRequestListSchema },
      },
    },
    async (request) => friends.requests(currentUser(request).id),
  );

  api.get(
    '/search',
    {
      ...perAddress(120, '1 minute'),
      schema: {
        tags,
        operationId: 'searchPeople',
        security: signedIn,
        summary: 'Find people by username or name, without those already friends or asked',
        querystring: friendSearchQuery,
        response: { ...errorResponses(400, 401, 429), 200: friendSearchResultSchema },
      },
    },
    async (request) => friends.search(currentUser(request).id, request.query.q),
  );

  api.get(
    '/suggestions',
    {
      schema: {
        tags,
        operationId: 'listFriendSuggestions',
        security: signedIn,
        summary: 'Up to 10 people who share a sport, best match first (sports, skill, nearness)',
        querystring: friendSuggestionsQuery,
        response: { ...errorResponses(400, 401), 200: friendSuggestionListSchema },
      },
    },
    async (request) => friends.suggestions(currentUser(request).id, request.query),
  );

  api.get(
    '/activity',
    {
      schema: {
        tags,
        operationId: 'listFriendActivity',
        security: signedIn,
        summary: "Friends' game creations and joins of the last 7 days, newest first",
        response: { ...errorResponses(400, 401), 200: friendActivityListSchema },
      },
    },
    async (request) => friends.activity(currentUser(request).id),
  );

  api.post(
    '/requests',
    {
      ...perAddress(60, '1 minute'),
      schema: {
        tags,
        operationId: 'sendFriendRequest',
        security: signedIn,
        summary: 'Send a friend request (accepts theirs when they already asked)',
        body: sendFriendRequestInput,
        response: {
          ...errorResponses(400, 401, 403, 404, 409, 429),
          200: friendRequestResultSchema,
          201: friendRequestResultSchema,
        },
      },
    },
    async (request, reply) => {
      const { result, created } = await friends.sendRequest(currentUser(request).id, request.body.userId);
      reply.status(created ? 201 : 200);
      return result;
    },
  );

  api.post(
    '/requests/:requestId/accept',
    {
      schema: {
        tags,
        operationId: 'acceptFriendRequest',
        security: signedIn,
        summary: 'Accept a friend request sent to the user',
        params: friendRequestIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 200: friendRequestResultSchema },
      },
    },
    async (request) => friends.accept(currentUser(request).id, request.params.requestId),
  );

  api.post(
    '/requests/:requestId/decline',
    {
      schema: {
        tags,
        operationId: 'declineFriendRequest',
        security: signedIn,
        summary: 'Decline (delete) a friend request sent to the user',
        params: friendRequestIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 204: z.null() },
      },
    },
    async (request, reply) => {
      await friends.decline(currentUser(request).id, request.params.requestId);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/:userId',
    {
      schema: {
        tags,
        operationId: 'removeFriend',
        security: signedIn,
        summary: 'Remove a friend, or cancel a request the user sent them',
        params: friendUserIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 204: z.null() },
      },
    },
    async (request, reply) => {
      await friends.remove(currentUser(request).id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
