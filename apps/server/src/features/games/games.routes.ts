import { gamesEndpoints as endpoints } from '@rally/shared/games/games.endpoints';
import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../../plugins/attempt-limiter.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { AttemptLimiters } from '../../plugins/rate-limits.ts';
import type { GamesForYouService } from './for-you/games-for-you.service.ts';
import type { GamesService } from './games.service.ts';

const tags = ['games'];

/** Games one user may create per hour: a busy organiser's evening, not a flood of spam games. */
export const GAME_CREATION_BUDGET = { perAddress: { max: 20, windowMs: 60 * 60 * 1000 } };

export async function gamesRoutes(
  app: FastifyInstance,
  {
    games,
    forYou,
    attemptLimiter,
  }: { games: GamesService; forYou: GamesForYouService; attemptLimiter: AttemptLimiters },
) {
  // Counted per user, wherever they create from; only games actually created spend the budget.
  const creationBudget = limitAttempts(attemptLimiter('game-create', GAME_CREATION_BUDGET), {
    subject: (request) => ({ address: 'any-address', account: currentUser(request).id }),
    counts: (status) => status === 201,
  });

  await route(
    app,
    endpoints.createGame,
    {
      tags,
      operationId: 'createGame',
      security: signedIn,
      summary: 'Create a game hosted by the user, starting at the date and time in the given zone',
      errors: [400, 401, 429],
      options: { ...creationBudget },
    },
    async (request, reply) => {
      const game = await games.create(currentUser(request).id, request.body);
      reply.status(201);
      return game;
    },
  );

  await route(
    app,
    endpoints.findGames,
    {
      tags,
      operationId: 'findGames',
      security: signedIn,
      summary:
        'A page of upcoming games: search, filters, distance from a position, sorted by start or distance',
      errors: [400, 401],
    },
    async (request) => games.find(currentUser(request).id, request.query),
  );

  await route(
    app,
    endpoints.listMyGames,
    {
      tags,
      operationId: 'listMyGames',
      security: signedIn,
      summary: "A page of the user's hosted and joined games, upcoming or past",
      errors: [400, 401],
    },
    async (request) => games.mine(currentUser(request).id, request.query),
  );

  await route(
    app,
    endpoints.listGamesForYou,
    {
      tags,
      operationId: 'listGamesForYou',
      security: signedIn,
      summary:
        'Upcoming public games the user may join, near them and in their sports, ranked for them (sport, distance, time, skill, friends going)',
      errors: [400, 401],
    },
    async (request) => {
      const { lat, lng, limit } = request.query;
      return forYou.forViewer(currentUser(request).id, { lat, lng }, limit);
    },
  );

  await route(
    app,
    endpoints.getGame,
    {
      tags,
      operationId: 'getGame',
      security: signedIn,
      summary: "A game's page: details, roster when visible, the viewer's standing and abilities",
      errors: [400, 401, 404],
    },
    async (request) => games.detail(currentUser(request).id, request.params.id, request.query),
  );

  await route(
    app,
    endpoints.updateGameWhatToExpect,
    {
      tags,
      operationId: 'updateGameWhatToExpect',
      security: signedIn,
      summary: "The host edits the game's Game Format and What to Bring",
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => games.updateWhatToExpect(currentUser(request).id, request.params.id, request.body),
  );

  await route(
    app,
    endpoints.cancelGame,
    {
      tags,
      operationId: 'cancelGame',
      security: signedIn,
      summary: 'The host cancels the game: everyone in it or asking is told, then it is deleted',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => games.cancel(currentUser(request).id, request.params.id),
  );
}
