import { endpoint } from '../endpoint.ts';

const leaguesSchemas = () => import('./leagues.schemas.ts');
const leagueGamesSchemas = () => import('./league-games.schemas.ts');

export const leagueGamesEndpoints = {
  listLeagueOpponents: endpoint('GET', '/api/leagues/:id/opponents', () =>
    Promise.all([leagueGamesSchemas(), leaguesSchemas()]).then(([leagueGames, leagues]) => ({
      params: leagues.leagueIdParams,
      response: leagueGames.opponentListSchema,
    })),
  ),
  requestLeagueGame: endpoint(
    'POST',
    '/api/leagues/:id/game-requests',
    () =>
      Promise.all([leagueGamesSchemas(), leaguesSchemas()]).then(([leagueGames, leagues]) => ({
        params: leagues.leagueIdParams,
        body: leagueGames.scheduleLeagueGameInput,
        response: leagueGames.leagueGameRequestSchema,
      })),
    { status: 201 },
  ),
  listLeagueGameRequests: endpoint('GET', '/api/leagues/:id/game-requests', () =>
    Promise.all([leagueGamesSchemas(), leaguesSchemas()]).then(([leagueGames, leagues]) => ({
      params: leagues.leagueIdParams,
      response: leagueGames.leagueGameRequestListSchema,
    })),
  ),
  getLeagueSchedule: endpoint('GET', '/api/leagues/:id/schedule', () =>
    Promise.all([leagueGamesSchemas(), leaguesSchemas()]).then(([leagueGames, leagues]) => ({
      params: leagues.leagueIdParams,
      response: leagueGames.leagueGameRequestListSchema,
    })),
  ),
  respondToLeagueGameRequest: endpoint('POST', '/api/leagues/:id/game-requests/:requestId/response', () =>
    Promise.all([leagueGamesSchemas(), leaguesSchemas()]).then(([leagueGames, leagues]) => ({
      params: leagueGames.leagueGameRequestParams,
      body: leagues.respondInput,
      response: leagues.leagueActionResultSchema,
    })),
  ),
  reportLeagueGameResult: endpoint('POST', '/api/leagues/:id/game-requests/:requestId/result', () =>
    Promise.all([leagueGamesSchemas(), leaguesSchemas()]).then(([leagueGames, leagues]) => ({
      params: leagueGames.leagueGameRequestParams,
      body: leagueGames.reportResultInput,
      response: leagues.leagueActionResultSchema,
    })),
  ),
  cancelLeagueGame: endpoint('POST', '/api/leagues/:id/game-requests/:requestId/cancel', () =>
    Promise.all([leagueGamesSchemas(), leaguesSchemas()]).then(([leagueGames, leagues]) => ({
      params: leagueGames.leagueGameRequestParams,
      response: leagues.leagueActionResultSchema,
    })),
  ),
  getLeagueStats: endpoint('GET', '/api/leagues/:id/stats', () =>
    Promise.all([leagueGamesSchemas(), leaguesSchemas()]).then(([leagueGames, leagues]) => ({
      params: leagues.leagueIdParams,
      response: leagueGames.leagueStatsSchema,
    })),
  ),
  getLeagueStandings: endpoint('GET', '/api/leagues/:id/standings', () =>
    Promise.all([leagueGamesSchemas(), leaguesSchemas()]).then(([leagueGames, leagues]) => ({
      params: leagues.leagueIdParams,
      response: leagueGames.leagueStandingsSchema,
    })),
  ),
};
