import { endpoint } from '../endpoint.ts';

const schemas = () => import('./series.schemas.ts');
const gamesSchemas = () => import('./games.schemas.ts');

/** A weekly series: its section on each of its games' pages, regulars, the cap, and ending it. */
export const seriesEndpoints = {
  getSeries: endpoint('GET', '/api/series/:id', () =>
    schemas().then((s) => ({ params: s.seriesIdParams, response: s.seriesViewSchema })),
  ),
  joinSeries: endpoint('POST', '/api/series/:id/regulars', () =>
    schemas().then((s) => ({ params: s.seriesIdParams, response: s.seriesActionResultSchema })),
  ),
  leaveSeries: endpoint('DELETE', '/api/series/:id/regulars', () =>
    schemas().then((s) => ({ params: s.seriesIdParams, response: s.seriesActionResultSchema })),
  ),
  setRegularsCap: endpoint('PATCH', '/api/series/:id/regulars-cap', () =>
    schemas().then((s) => ({
      params: s.seriesIdParams,
      body: s.regularsCapInput,
      response: s.seriesActionResultSchema,
    })),
  ),
  /** "This and all following games": the edit form's fields, applied to this game and the later ones. */
  editFollowingGames: endpoint('PATCH', '/api/games/:id/following', () =>
    Promise.all([schemas(), gamesSchemas()]).then(([s, g]) => ({
      params: g.gameIdParams,
      body: g.updateGameInput,
      response: s.seriesEditResultSchema,
    })),
  ),
  endSeries: endpoint('DELETE', '/api/series/:id', () =>
    schemas().then((s) => ({ params: s.seriesIdParams, response: s.seriesActionResultSchema })),
  ),
};
