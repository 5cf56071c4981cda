import { endpoint } from '../endpoint.ts';

const schemas = () => import('./games.schemas.ts');

export const participationEndpoints = {
  joinGame: endpoint('POST', '/api/games/:id/join', () =>
    schemas().then((s) => ({ params: s.gameIdParams, response: s.gameActionResultSchema })),
  ),
  leaveGame: endpoint('POST', '/api/games/:id/leave', () =>
    schemas().then((s) => ({ params: s.gameIdParams, response: s.gameActionResultSchema })),
  ),
  requestToJoinGame: endpoint('POST', '/api/games/:id/requests', () =>
    schemas().then((s) => ({
      params: s.gameIdParams,
      body: s.joinRequestInput,
      response: s.gameActionResultSchema,
    })),
  ),
  listGameJoinRequests: endpoint('GET', '/api/games/:id/requests', () =>
    schemas().then((s) => ({ params: s.gameIdParams, response: s.gameJoinRequestListSchema })),
  ),
  respondToGameJoinRequest: endpoint('PATCH', '/api/games/:id/requests/:requestId', () =>
    schemas().then((s) => ({
      params: s.gameRequestParams,
      body: s.respondToJoinRequestInput,
      response: s.gameActionResultSchema,
    })),
  ),
  listInvitableFriends: endpoint('GET', '/api/games/:id/invitable-friends', () =>
    schemas().then((s) => ({ params: s.gameIdParams, response: s.invitableFriendListSchema })),
  ),
  inviteFriendsToGame: endpoint('POST', '/api/games/:id/invitations', () =>
    schemas().then((s) => ({
      params: s.gameIdParams,
      body: s.inviteFriendsInput,
      response: s.gameActionResultSchema,
    })),
  ),
  joinGameWaitlist: endpoint('POST', '/api/games/:id/waitlist', () =>
    schemas().then((s) => ({ params: s.gameIdParams, response: s.gameActionResultSchema })),
  ),
  leaveGameWaitlist: endpoint('DELETE', '/api/games/:id/waitlist', () =>
    schemas().then((s) => ({ params: s.gameIdParams, response: s.gameActionResultSchema })),
  ),
  listGameWaitlist: endpoint('GET', '/api/games/:id/waitlist', () =>
    schemas().then((s) => ({ params: s.gameIdParams, response: s.waitlistSchema })),
  ),
  removeGamePlayer: endpoint('DELETE', '/api/games/:id/players/:userId', () =>
    schemas().then((s) => ({ params: s.gamePlayerParams, response: s.gameActionResultSchema })),
  ),
  rateGame: endpoint('PUT', '/api/games/:id/rating', () =>
    schemas().then((s) => ({
      params: s.gameIdParams,
      body: s.rateGameInput,
      response: s.gameActionResultSchema,
    })),
  ),
};
