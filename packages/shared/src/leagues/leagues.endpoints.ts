import { endpoint } from '../endpoint.ts';

const schemas = () => import('./leagues.schemas.ts');

export const leaguesEndpoints = {
  listLeagues: endpoint('GET', '/api/leagues', () =>
    schemas().then((s) => ({ query: s.leagueListQuery, response: s.leagueListSchema })),
  ),
  createLeague: endpoint(
    'POST',
    '/api/leagues',
    () => schemas().then((s) => ({ body: s.createLeagueInput, response: s.leagueDetailSchema })),
    { status: 201 },
  ),
  getLeague: endpoint('GET', '/api/leagues/:id', () =>
    schemas().then((s) => ({ params: s.leagueIdParams, response: s.leagueDetailSchema })),
  ),
  updateLeagueAbout: endpoint('PATCH', '/api/leagues/:id/about', () =>
    schemas().then((s) => ({
      params: s.leagueIdParams,
      body: s.updateLeagueAboutInput,
      response: s.leagueDetailSchema,
    })),
  ),
  updateLeagueSection: endpoint('PUT', '/api/leagues/:id/sections/:tab', () =>
    schemas().then((s) => ({
      params: s.leagueSectionParams,
      body: s.updateSectionInput,
      response: s.leagueSectionSchema,
    })),
  ),
  deleteLeague: endpoint('DELETE', '/api/leagues/:id', () =>
    schemas().then((s) => ({ params: s.leagueIdParams, response: s.leagueActionResultSchema })),
  ),
  listLeagueMembers: endpoint('GET', '/api/leagues/:id/members', () =>
    schemas().then((s) => ({ params: s.leagueIdParams, response: s.leagueMemberListSchema })),
  ),
};
