import { seasonResultsEndpoints as endpoints } from '@rally/shared/seasons/results.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authenticate.ts';
import { signedIn } from '../../../../plugins/docs.ts';
import { route } from '../../../../plugins/endpoint-routes.ts';
import { perAddress } from '../../../../plugins/rate-limits.ts';
import type { SeasonResultsService } from './season-results.service.ts';
import type { SeasonStandingsService } from './season-standings.service.ts';

const tags = ['leagues'];

/** A fixture's result, the playoffs' seeding, and the season's table, stats and bracket. */
export async function seasonResultsRoutes(
  app: FastifyInstance,
  { results, standings }: { results: SeasonResultsService; standings: SeasonStandingsService },
) {
  const writeLimit = perAddress(120, '1 hour');

  await route(
    app,
    endpoints.reportSeasonFixtureResult,
    {
      tags,
      operationId: 'reportSeasonFixtureResult',
      security: signedIn,
      summary:
        "Report a fixture's score after kick-off: a captain's waits for the other captain (or 48 hours); an organiser's counts at once",
      errors: [400, 401, 403, 404, 409, 429],
      options: { ...writeLimit },
    },
    async (request) => results.report(currentUser(request).id, request.params.fixtureId, request.body),
  );

  await route(
    app,
    endpoints.confirmSeasonFixtureResult,
    {
      tags,
      operationId: 'confirmSeasonFixtureResult',
      security: signedIn,
      summary: "Confirm the other captain's reported score: it counts now (the other team's captain)",
      errors: [400, 401, 403, 404, 409, 429],
      options: { ...writeLimit },
    },
    async (request) => results.confirm(currentUser(request).id, request.params.fixtureId),
  );

  await route(
    app,
    endpoints.disputeSeasonFixtureResult,
    {
      tags,
      operationId: 'disputeSeasonFixtureResult',
      security: signedIn,
      summary:
        "Dispute the other captain's reported score: the organisers settle it (the other team's captain)",
      errors: [400, 401, 403, 404, 409, 429],
      options: { ...writeLimit },
    },
    async (request) => results.dispute(currentUser(request).id, request.params.fixtureId, request.body),
  );

  await route(
    app,
    endpoints.settleSeasonFixtureResult,
    {
      tags,
      operationId: 'settleSeasonFixtureResult',
      security: signedIn,
      summary:
        "Settle a fixture's score, or correct a final one: it counts at once (the league's organisers)",
      errors: [400, 401, 403, 404, 409, 429],
      options: { ...writeLimit },
    },
    async (request) => results.settle(currentUser(request).id, request.params.fixtureId, request.body),
  );

  await route(
    app,
    endpoints.seedSeasonPlayoffs,
    {
      tags,
      operationId: 'seedSeasonPlayoffs',
      security: signedIn,
      summary:
        "Seed the playoffs from the table as it stands and schedule their first round (the league's organisers)",
      errors: [400, 401, 403, 404, 409, 429],
      options: { ...writeLimit },
    },
    async (request) => {
      const viewerId = currentUser(request).id;
      await results.seedPlayoffs(viewerId, request.params.seasonId);
      return standings.bracket(viewerId, request.params.seasonId);
    },
  );

  await route(
    app,
    endpoints.getSeasonTable,
    {
      tags,
      operationId: 'getSeasonTable',
      security: signedIn,
      summary: "The season's table from its counted regular results, with its points and tiebreakers",
      errors: [400, 401, 404],
    },
    async (request) => standings.table(currentUser(request).id, request.params.seasonId),
  );

  await route(
    app,
    endpoints.getSeasonStats,
    {
      tags,
      operationId: 'getSeasonStats',
      security: signedIn,
      summary:
        "The season's players: appearances and the season's stat from final fixtures, and the top five",
      errors: [400, 401, 404],
    },
    async (request) => standings.stats(currentUser(request).id, request.params.seasonId),
  );

  await route(
    app,
    endpoints.getSeasonBracket,
    {
      tags,
      operationId: 'getSeasonBracket',
      security: signedIn,
      summary: "The season's playoff bracket, its places not yet decided empty, and the champion",
      errors: [400, 401, 404],
    },
    async (request) => standings.bracket(currentUser(request).id, request.params.seasonId),
  );
}
