import { endpoint } from '../endpoint.ts';

const resultsSchemas = () => import('./results.schemas.ts');
const fixturesSchemas = () => import('./fixtures.schemas.ts');
const seasonsSchemas = () => import('./seasons.schemas.ts');

/** The results' schemas beside the path parameters the fixtures and seasons declare. */
const withParams = () =>
  Promise.all([resultsSchemas(), fixturesSchemas(), seasonsSchemas()]).then(
    ([results, fixtures, seasons]) => ({
      ...results,
      seasonFixtureIdParams: fixtures.fixtureIdParams,
      seasonResultsSeasonIdParams: seasons.seasonIdParams,
    }),
  );

/** A fixture's result (report, confirm, dispute, settle), the table, the stats and the bracket (issue 29). */
export const seasonResultsEndpoints = {
  reportSeasonFixtureResult: endpoint('POST', '/api/season-fixtures/:fixtureId/result', () =>
    withParams().then((s) => ({
      params: s.seasonFixtureIdParams,
      body: s.reportResultInput,
      response: s.fixtureResultSchema,
    })),
  ),
  confirmSeasonFixtureResult: endpoint('POST', '/api/season-fixtures/:fixtureId/result/confirm', () =>
    withParams().then((s) => ({ params: s.seasonFixtureIdParams, response: s.fixtureResultSchema })),
  ),
  disputeSeasonFixtureResult: endpoint('POST', '/api/season-fixtures/:fixtureId/result/dispute', () =>
    withParams().then((s) => ({
      params: s.seasonFixtureIdParams,
      body: s.disputeResultInput,
      response: s.fixtureResultSchema,
    })),
  ),
  settleSeasonFixtureResult: endpoint('PUT', '/api/season-fixtures/:fixtureId/result', () =>
    withParams().then((s) => ({
      params: s.seasonFixtureIdParams,
      body: s.reportResultInput,
      response: s.fixtureResultSchema,
    })),
  ),
  seedSeasonPlayoffs: endpoint('POST', '/api/seasons/:seasonId/playoffs', () =>
    withParams().then((s) => ({
      params: s.seasonResultsSeasonIdParams,
      response: s.seasonBracketSchema,
    })),
  ),
  getSeasonTable: endpoint('GET', '/api/seasons/:seasonId/table', () =>
    withParams().then((s) => ({ params: s.seasonResultsSeasonIdParams, response: s.seasonTableSchema })),
  ),
  getSeasonStats: endpoint('GET', '/api/seasons/:seasonId/stats', () =>
    withParams().then((s) => ({ params: s.seasonResultsSeasonIdParams, response: s.seasonStatsSchema })),
  ),
  getSeasonBracket: endpoint('GET', '/api/seasons/:seasonId/bracket', () =>
    withParams().then((s) => ({
      params: s.seasonResultsSeasonIdParams,
      response: s.seasonBracketSchema,
    })),
  ),
};
