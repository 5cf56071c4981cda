import { endpoint } from '../endpoint.ts';

const schemas = () => import('./friends.schemas.ts');

export const friendsEndpoints = {
  listFriends: endpoint('GET', '/api/friends', () =>
    schemas().then((s) => ({ query: s.friendListQuery, response: s.friendListSchema })),
  ),
  listFriendRequests: endpoint('GET', '/api/friends/requests', () =>
    schemas().then((s) => ({ response: s.friendRequestListSchema })),
  ),
  searchPeople: endpoint('GET', '/api/friends/search', () =>
    schemas().then((s) => ({ query: s.friendSearchQuery, response: s.friendSearchResultSchema })),
  ),
  listFriendSuggestions: endpoint('GET', '/api/friends/suggestions', () =>
    schemas().then((s) => ({ query: s.friendSuggestionsQuery, response: s.friendSuggestionListSchema })),
  ),
  listFriendActivity: endpoint('GET', '/api/friends/activity', () =>
    schemas().then((s) => ({ response: s.friendActivityListSchema })),
  ),
  sendFriendRequest: endpoint(
    'POST',
    '/api/friends/requests',
    () => schemas().then((s) => ({ body: s.sendFriendRequestInput, response: s.friendRequestResultSchema })),
    { status: [200, 201] },
  ),
  acceptFriendRequest: endpoint('POST', '/api/friends/requests/:requestId/accept', () =>
    schemas().then((s) => ({ params: s.friendRequestIdParams, response: s.friendRequestResultSchema })),
  ),
  declineFriendRequest: endpoint(
    'POST',
    '/api/friends/requests/:requestId/decline',
    () => schemas().then((s) => ({ params: s.friendRequestIdParams })),
    { status: 204 },
  ),
  removeFriend: endpoint(
    'DELETE',
    '/api/friends/:userId',
    () => schemas().then((s) => ({ params: s.friendUserIdParams })),
    { status: 204 },
  ),
};
