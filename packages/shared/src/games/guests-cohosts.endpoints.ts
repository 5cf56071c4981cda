import { endpoint } from '../endpoint.ts';

const schemas = () => Promise.all([import('./guests-cohosts.schemas.ts'), import('./games.schemas.ts')]);

/** A player's guests and the host's co-hosts (issue 26 §5, §6). */
export const guestsCohostsEndpoints = {
  addGameGuest: endpoint('POST', '/api/games/:id/guests', () =>
    schemas().then(([s, games]) => ({
      params: games.gameIdParams,
      body: s.addGuestInput,
      response: games.gameActionResultSchema,
    })),
  ),
  removeGameGuest: endpoint('DELETE', '/api/games/:id/guests/:guestId', () =>
    schemas().then(([s, games]) => ({ params: s.gameGuestParams, response: games.gameActionResultSchema })),
  ),
  makeGameCohost: endpoint('PUT', '/api/games/:id/cohosts/:userId', () =>
    schemas().then(([s, games]) => ({ params: s.gameCohostParams, response: games.gameActionResultSchema })),
  ),
  unmakeGameCohost: endpoint('DELETE', '/api/games/:id/cohosts/:userId', () =>
    schemas().then(([s, games]) => ({ params: s.gameCohostParams, response: games.gameActionResultSchema })),
  ),
};
