import { endpoint } from '../endpoint.ts';

const schemas = () => import('./seasons.schemas.ts');
const leagueSchemas = () => import('../leagues/leagues.schemas.ts');

/** A league's seasons, their teams, rosters and placement requests (issue 29 §1). */
export const seasonsEndpoints = {
  listSeasons: endpoint('GET', '/api/leagues/:id/seasons', () =>
    Promise.all([schemas(), leagueSchemas()]).then(([s, l]) => ({
      params: l.leagueIdParams,
      response: s.seasonListSchema,
    })),
  ),
  createSeason: endpoint(
    'POST',
    '/api/leagues/:id/seasons',
    () =>
      Promise.all([schemas(), leagueSchemas()]).then(([s, l]) => ({
        params: l.leagueIdParams,
        body: s.createSeasonInput,
        response: s.seasonDetailSchema,
      })),
    { status: 201 },
  ),
  getSeason: endpoint('GET', '/api/seasons/:seasonId', () =>
    schemas().then((s) => ({ params: s.seasonIdParams, response: s.seasonDetailSchema })),
  ),
  updateSeason: endpoint('PATCH', '/api/seasons/:seasonId', () =>
    schemas().then((s) => ({
      params: s.seasonIdParams,
      body: s.updateSeasonInput,
      response: s.seasonDetailSchema,
    })),
  ),
  deleteSeason: endpoint('DELETE', '/api/seasons/:seasonId', () =>
    schemas().then((s) => ({ params: s.seasonIdParams, response: s.seasonActionResultSchema })),
  ),
  createSeasonTeam: endpoint(
    'POST',
    '/api/seasons/:seasonId/teams',
    () =>
      schemas().then((s) => ({
        params: s.seasonIdParams,
        body: s.createTeamInput,
        response: s.seasonTeamSchema,
      })),
    { status: 201 },
  ),
  updateSeasonTeam: endpoint('PATCH', '/api/season-teams/:teamId', () =>
    schemas().then((s) => ({
      params: s.seasonTeamParams,
      body: s.updateTeamInput,
      response: s.seasonTeamSchema,
    })),
  ),
  deleteSeasonTeam: endpoint('DELETE', '/api/season-teams/:teamId', () =>
    schemas().then((s) => ({ params: s.seasonTeamParams, response: s.seasonActionResultSchema })),
  ),
  /** Idempotent: a player already on the team answers the team unchanged. */
  putSeasonTeamPlayer: endpoint('PUT', '/api/season-teams/:teamId/players/:userId', () =>
    schemas().then((s) => ({ params: s.seasonTeamPlayerParams, response: s.seasonTeamSchema })),
  ),
  removeSeasonTeamPlayer: endpoint('DELETE', '/api/season-teams/:teamId/players/:userId', () =>
    schemas().then((s) => ({ params: s.seasonTeamPlayerParams, response: s.seasonTeamSchema })),
  ),
  askForPlacement: endpoint(
    'POST',
    '/api/seasons/:seasonId/placement-requests',
    () =>
      schemas().then((s) => ({
        params: s.seasonIdParams,
        body: s.placementRequestInput,
        response: s.seasonActionResultSchema,
      })),
    { status: 201 },
  ),
  withdrawPlacementRequest: endpoint('DELETE', '/api/seasons/:seasonId/placement-requests/me', () =>
    schemas().then((s) => ({ params: s.seasonIdParams, response: s.seasonActionResultSchema })),
  ),
};

/** Who organises a league besides its creator: members the creator names. */
export const leagueOrganisersEndpoints = {
  listLeagueOrganisers: endpoint('GET', '/api/leagues/:id/organisers', () =>
    schemas().then((s) => ({
      params: s.leagueOrganiserParams.omit({ userId: true }),
      response: s.leagueOrganiserListSchema,
    })),
  ),
  addLeagueOrganiser: endpoint('PUT', '/api/leagues/:id/organisers/:userId', () =>
    schemas().then((s) => ({ params: s.leagueOrganiserParams, response: s.leagueOrganiserListSchema })),
  ),
  removeLeagueOrganiser: endpoint('DELETE', '/api/leagues/:id/organisers/:userId', () =>
    schemas().then((s) => ({ params: s.leagueOrganiserParams, response: s.leagueOrganiserListSchema })),
  ),
};
