import {
  leagueGameRequestListSchema,
  leagueGameRequestParams,
  leagueGameRequestSchema,
  leagueStandingsSchema,
  leagueStatsSchema,
  opponentListSchema,
  reportResultInput,
  scheduleLeagueGameInput,
} from '@rally/shared/leagues/league-games.schemas';
import {
  leagueActionResultSchema,
  leagueIdParams,
  respondInput,
} from '@rally/shared/leagues/leagues.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../../plugins/docs.ts';
import { perAddress } from '../../../plugins/rate-limits.ts';
import type { LeagueStandingsService } from '../standings/league-standings.service.ts';
import type { LeagueGamesService } from './league-games.service.ts';

const tags = ['leagues'];

/** Games between leagues: requests, answers, results, cancels, the schedule, stats and standings. */
export async function leagueGamesRoutes(
  app: FastifyInstance,
  { leagueGames, standings }: { leagueGames: LeagueGamesService; standings: LeagueStandingsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/:id/opponents',
    {
      schema: {
        tags,
        operationId: 'listLeagueOpponents',
        security: signedIn,
        summary:
          'The leagues this league may ask to play: the same sport, not itself, by name (league creator)',
        params: leagueIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 200: opponentListSchema },
      },
    },
    async (request) => leagueGames.opponents(currentUser(request).id, request.params.id),
  );

  api.post(
    '/:id/game-requests',
    {
      ...perAddress(60, '1 hour'),
      schema: {
        tags,
        operationId: 'requestLeagueGame',
        security: signedIn,
        summary:
          "Ask another league of the same sport to play (league creator); the other league's creator answers",
        params: leagueIdParams,
        body: scheduleLeagueGameInput,
        response: { ...errorResponses(400, 401, 403, 404, 429), 201: leagueGameRequestSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await leagueGames.schedule(currentUser(request).id, request.params.id, request.body)),
  );

  api.get(
    '/:id/game-requests',
    {
      schema: {
        tags,
        operationId: 'listLeagueGameRequests',
        security: signedIn,
        summary: 'Every game request the league made or received, newest first (league creator)',
        params: leagueIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 200: leagueGameRequestListSchema },
      },
    },
    async (request) => leagueGames.list(currentUser(request).id, request.params.id),
  );

  api.get(
    '/:id/schedule',
    {
      schema: {
        tags,
        operationId: 'getLeagueSchedule',
        security: signedIn,
        summary: "The league's approved games against other leagues, by start",
        params: leagueIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 200: leagueGameRequestListSchema },
      },
    },
    async (request) => leagueGames.scheduleOf(currentUser(request).id, request.params.id),
  );

  api.post(
    '/:id/game-requests/:requestId/response',
    {
      schema: {
        tags,
        operationId: 'respondToLeagueGameRequest',
        security: signedIn,
        summary: "Approve (a game is created) or reject a pending request (the invited league's creator)",
        params: leagueGameRequestParams,
        body: respondInput,
        response: { ...errorResponses(400, 401, 403, 404, 409), 200: leagueActionResultSchema },
      },
    },
    async (request) =>
      leagueGames.respond(
        currentUser(request).id,
        request.params.id,
        request.params.requestId,
        request.body.status,
      ),
  );

  api.post(
    '/:id/game-requests/:requestId/result',
    {
      schema: {
        tags,
        operationId: 'reportLeagueGameResult',
        security: signedIn,
        summary: 'Report the result of an approved game (the creator of either league)',
        params: leagueGameRequestParams,
        body: reportResultInput,
        response: { ...errorResponses(400, 401, 403, 404, 409), 200: leagueActionResultSchema },
      },
    },
    async (request) =>
      leagueGames.report(currentUser(request).id, request.params.id, request.params.requestId, request.body),
  );

  api.post(
    '/:id/game-requests/:requestId/cancel',
    {
      schema: {
        tags,
        operationId: 'cancelLeagueGame',
        security: signedIn,
        summary:
          'Cancel an approved game not yet played, and the game it created (the creator of either league)',
        params: leagueGameRequestParams,
        response: { ...errorResponses(400, 401, 403, 404, 409), 200: leagueActionResultSchema },
      },
    },
    async (request) =>
      leagueGames.cancel(currentUser(request).id, request.params.id, request.params.requestId),
  );

  api.get(
    '/:id/stats',
    {
      schema: {
        tags,
        operationId: 'getLeagueStats',
        security: signedIn,
        summary: "The league's record against other leagues: totals, win rate and the 10 most recent results",
        params: leagueIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 200: leagueStatsSchema },
      },
    },
    async (request) => standings.stats(currentUser(request).id, request.params.id),
  );

  api.get(
    '/:id/standings',
    {
      schema: {
        tags,
        operationId: 'getLeagueStandings',
        security: signedIn,
        summary: "Every league of this league's sport with a result, ranked by win rate, wins, then points",
        params: leagueIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 200: leagueStandingsSchema },
      },
    },
    async (request) => standings.standings(currentUser(request).id, request.params.id),
  );
}
