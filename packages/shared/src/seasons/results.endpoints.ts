import { endpoint } from '../endpoint.ts';

const resultsSchemas = () => import('./results.schemas.ts');

/** A fixture's result (report, confirm, dispute, settle), the table, the stats and the bracket (issue 29). */
export const seasonResultsEndpoints = {
  reportSeasonFixtureResult: endpoint('POST', '/api/season-fixtures/:fixtureId/result', () =>
    resultsSchemas().then((s) => ({
      params: s.seasonFixtureIdParams,
      body: s.reportResultInput,
      response: s.fixtureResultSchema,
    })),
  ),
  confirmSeasonFixtureResult: endpoint('POST', '/api/season-fixtures/:fixtureId/result/confirm', () =>
    resultsSchemas().then((s) => ({ params: s.seasonFixtureIdParams, response: s.fixtureResultSchema })),
  ),
  disputeSeasonFixtureResult: endpoint('POST', '/api/season-fixtures/:fixtureId/result/dispute', () =>
    resultsSchemas().then((s) => ({
      params: s.seasonFixtureIdParams,
      body: s.disputeResultInput,
      response: s.fixtureResultSchema,
    })),
  ),
  settleSeasonFixtureResult: endpoint('PUT', '/api/season-fixtures/:fixtureId/result', () =>
    resultsSchemas().then((s) => ({
      params: s.seasonFixtureIdParams,
      body: s.reportResultInput,
      response: s.fixtureResultSchema,
    })),
  ),
  seedSeasonPlayoffs: endpoint('POST', '/api/seasons/:seasonId/playoffs', () =>
    resultsSchemas().then((s) => ({
      params: s.seasonResultsSeasonIdParams,
      response: s.seasonBracketSchema,
    })),
  ),
  getSeasonTable: endpoint('GET', '/api/seasons/:seasonId/table', () =>
    resultsSchemas().then((s) => ({ params: s.seasonResultsSeasonIdParams, response: s.seasonTableSchema })),
  ),
  getSeasonStats: endpoint('GET', '/api/seasons/:seasonId/stats', () =>
    resultsSchemas().then((s) => ({ params: s.seasonResultsSeasonIdParams, response: s.seasonStatsSchema })),
  ),
  getSeasonBracket: endpoint('GET', '/api/seasons/:seasonId/bracket', () =>
    resultsSchemas().then((s) => ({
      params: s.seasonResultsSeasonIdParams,
      response: s.seasonBracketSchema,
    })),
  ),
};
