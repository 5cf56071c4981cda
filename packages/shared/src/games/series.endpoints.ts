import { endpoint } from '../endpoint.ts';

const schemas = () => import('./series.schemas.ts');

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
  endSeries: endpoint('DELETE', '/api/series/:id', () =>
    schemas().then((s) => ({ params: s.seriesIdParams, response: s.seriesActionResultSchema })),
  ),
};
