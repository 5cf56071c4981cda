import { endpoint } from '../endpoint.ts';

const schemas = () => import('./leagues.schemas.ts');

export const leagueMembershipEndpoints = {
  joinLeague: endpoint('POST', '/api/leagues/:id/join', () =>
    schemas().then((s) => ({ params: s.leagueIdParams, response: s.leagueActionResultSchema })),
  ),
  leaveLeague: endpoint('DELETE', '/api/leagues/:id/membership', () =>
    schemas().then((s) => ({ params: s.leagueIdParams, response: s.leagueActionResultSchema })),
  ),
  requestToJoinLeague: endpoint('POST', '/api/leagues/:id/join-requests', () =>
    schemas().then((s) => ({
      params: s.leagueIdParams,
      body: s.leagueJoinRequestInput,
      response: s.leagueActionResultSchema,
    })),
  ),
  listLeagueJoinRequests: endpoint('GET', '/api/leagues/:id/join-requests', () =>
    schemas().then((s) => ({ params: s.leagueIdParams, response: s.leagueJoinRequestListSchema })),
  ),
  respondToLeagueJoinRequest: endpoint('POST', '/api/leagues/:id/join-requests/:requestId', () =>
    schemas().then((s) => ({
      params: s.leagueRequestParams,
      body: s.respondInput,
      response: s.leagueActionResultSchema,
    })),
  ),
};
