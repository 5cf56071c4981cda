import { endpoint } from '../endpoint.ts';

const schemas = () => import('./leagues.schemas.ts');

export const leagueInvitationsEndpoints = {
  inviteToLeague: endpoint('POST', '/api/leagues/:id/invitations', () =>
    schemas().then((s) => ({
      params: s.leagueIdParams,
      body: s.leagueInvitationsInput,
      response: s.leagueInvitationsResultSchema,
    })),
  ),
};
