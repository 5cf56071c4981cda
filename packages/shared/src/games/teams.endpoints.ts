import { endpoint } from '../endpoint.ts';

const schemas = () => Promise.all([import('./teams.schemas.ts'), import('./games.schemas.ts')]);

/** Balanced teams and the final score (issue 27 §3, §4). */
export const teamsEndpoints = {
  draftGameTeams: endpoint('POST', '/api/games/:id/teams/draft', () =>
    schemas().then(([s, games]) => ({
      params: games.gameIdParams,
      body: s.teamsDraftInput,
      response: s.teamsDraftSchema,
    })),
  ),
  publishGameTeams: endpoint('PUT', '/api/games/:id/teams', () =>
    schemas().then(([s, games]) => ({
      params: games.gameIdParams,
      body: s.publishTeamsInput,
      response: games.gameActionResultSchema,
    })),
  ),
  recordGameResult: endpoint('PUT', '/api/games/:id/result', () =>
    schemas().then(([s, games]) => ({
      params: games.gameIdParams,
      body: s.recordResultInput,
      response: games.gameActionResultSchema,
    })),
  ),
};
