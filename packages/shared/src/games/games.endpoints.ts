import { endpoint } from '../endpoint.ts';

const gamesSchemas = () => import('./games.schemas.ts');
const gamesForYouSchemas = () => import('./games-for-you.ts');

export const gamesEndpoints = {
  createGame: endpoint(
    'POST',
    '/api/games',
    () =>
      gamesSchemas().then((s) => ({
        body: s.createGameInput,
        response: s.gameDetailSchema,
      })),
    { status: 201 },
  ),
  findGames: endpoint('GET', '/api/games', () =>
    gamesSchemas().then((s) => ({
      query: s.findGamesQuery,
      response: s.gameListSchema,
    })),
  ),
  listMyGames: endpoint('GET', '/api/games/mine', () =>
    gamesSchemas().then((s) => ({
      query: s.myGamesQuery,
      response: s.myGamesSchema,
    })),
  ),
  listGamesForYou: endpoint('GET', '/api/games/for-you', () =>
    gamesForYouSchemas().then((s) => ({
      query: s.gamesForYouQuery,
      response: s.gamesForYouSchema,
    })),
  ),
  getGame: endpoint('GET', '/api/games/:id', () =>
    gamesSchemas().then((s) => ({
      params: s.gameIdParams,
      query: s.gameDetailQuery,
      response: s.gameDetailSchema,
    })),
  ),
  updateGame: endpoint('PATCH', '/api/games/:id', () =>
    gamesSchemas().then((s) => ({
      params: s.gameIdParams,
      body: s.updateGameInput,
      response: s.gameDetailSchema,
    })),
  ),
  updateGameWhatToExpect: endpoint('PATCH', '/api/games/:id/what-to-expect', () =>
    gamesSchemas().then((s) => ({
      params: s.gameIdParams,
      body: s.updateWhatToExpectInput,
      response: s.gameDetailSchema,
    })),
  ),
  cancelGame: endpoint('DELETE', '/api/games/:id', () =>
    gamesSchemas().then((s) => ({
      params: s.gameIdParams,
      response: s.gameActionResultSchema,
    })),
  ),
};
