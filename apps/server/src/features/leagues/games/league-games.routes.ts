import { leagueGamesEndpoints as endpoints } from '@rally/shared/leagues/league-games.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import { perAddress } from '../../../plugins/rate-limits.ts';
import type { LeagueStandingsService } from '../standings/league-standings.service.ts';
import type { LeagueGamesService } from './league-games.service.ts';

const tags = ['leagues'];

/** Games between leagues: requests, answers, results, cancels, the schedule, stats and standings. */
export async function leagueGamesRoutes(
  app: FastifyInstance,
  { leagueGames, standings }: { leagueGames: LeagueGamesService; standings: LeagueStandingsService },
) {
  await route(
    app,
    endpoints.listLeagueOpponents,
    {
      tags,
      operationId: 'listLeagueOpponents',
      security: signedIn,
      summary:
        'The leagues this league may ask to play: the same sport, not itself, by name (league creator)',
      errors: [400, 401, 403, 404],
    },
    async (request) => leagueGames.opponents(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.requestLeagueGame,
    {
      tags,
      operationId: 'requestLeagueGame',
      security: signedIn,
      summary:
        "Ask another league of the same sport to play (league creator); the other league's creator answers",
      errors: [400, 401, 403, 404, 429],
      options: { ...perAddress(60, '1 hour') },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await leagueGames.schedule(currentUser(request).id, request.params.id, request.body)),
  );

  await route(
    app,
    endpoints.listLeagueGameRequests,
    {
      tags,
      operationId: 'listLeagueGameRequests',
      security: signedIn,
      summary: 'Every game request the league made or received, newest first (league creator)',
      errors: [400, 401, 403, 404],
    },
    async (request) => leagueGames.list(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.getLeagueSchedule,
    {
      tags,
      operationId: 'getLeagueSchedule',
      security: signedIn,
      summary: "The league's approved games against other leagues, by start",
      errors: [400, 401, 403, 404],
    },
    async (request) => leagueGames.scheduleOf(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.respondToLeagueGameRequest,
    {
      tags,
      operationId: 'respondToLeagueGameRequest',
      security: signedIn,
      summary: "Approve (a game is created) or reject a pending request (the invited league's creator)",
      errors: [400, 401, 403, 404, 409],
    },
    async (request) =>
      leagueGames.respond(
        currentUser(request).id,
        request.params.id,
        request.params.requestId,
        request.body.status,
      ),
  );

  await route(
    app,
    endpoints.reportLeagueGameResult,
    {
      tags,
      operationId: 'reportLeagueGameResult',
      security: signedIn,
      summary: 'Report the result of an approved game (the creator of either league)',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) =>
      leagueGames.report(currentUser(request).id, request.params.id, request.params.requestId, request.body),
  );

  await route(
    app,
    endpoints.cancelLeagueGame,
    {
      tags,
      operationId: 'cancelLeagueGame',
      security: signedIn,
      summary:
        'Cancel an approved game not yet played, and the game it created (the creator of either league)',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) =>
      leagueGames.cancel(currentUser(request).id, request.params.id, request.params.requestId),
  );

  await route(
    app,
    endpoints.getLeagueStats,
    {
      tags,
      operationId: 'getLeagueStats',
      security: signedIn,
      summary: "The league's record against other leagues: totals, win rate and the 10 most recent results",
      errors: [400, 401, 403, 404],
    },
    async (request) => standings.stats(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.getLeagueStandings,
    {
      tags,
      operationId: 'getLeagueStandings',
      security: signedIn,
      summary: "Every league of this league's sport with a result, ranked by win rate, wins, then points",
      errors: [400, 401, 403, 404],
    },
    async (request) => standings.standings(currentUser(request).id, request.params.id),
  );
}
