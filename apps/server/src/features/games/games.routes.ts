import {
  createGameInput,
  findGamesQuery,
  gameActionResultSchema,
  gameDetailQuery,
  gameDetailSchema,
  gameIdParams,
  gameListSchema,
  myGamesQuery,
  myGamesSchema,
  updateWhatToExpectInput,
} from '@rally/shared/games/games.schemas';
import { gamesForYouQuery, gamesForYouSchema } from '@rally/shared/games/games-for-you';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitAttempts } from '../../plugins/attempt-limiter.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
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
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Counted per user, wherever they create from; only games actually created spend the budget.
  const creationBudget = limitAttempts(attemptLimiter('game-create', GAME_CREATION_BUDGET), {
    subject: (request) => ({ address: 'any-address', account: currentUser(request).id }),
    counts: (status) => status === 201,
  });

  api.post(
    '',
    {
      ...creationBudget,
      schema: {
        tags,
        operationId: 'createGame',
        security: signedIn,
        summary: 'Create a game hosted by the user, starting at the date and time in the given zone',
        body: createGameInput,
        response: { ...errorResponses(400, 401, 429), 201: gameDetailSchema },
      },
    },
    async (request, reply) => {
      const game = await games.create(currentUser(request).id, request.body);
      reply.status(201);
      return game;
    },
  );

  api.get(
    '',
    {
      schema: {
        tags,
        operationId: 'findGames',
        security: signedIn,
        summary:
          'A page of upcoming games: search, filters, distance from a position, sorted by start or distance',
        querystring: findGamesQuery,
        response: { ...errorResponses(400, 401), 200: gameListSchema },
      },
    },
    async (request) => games.find(currentUser(request).id, request.query),
  );

  api.get(
    '/mine',
    {
      schema: {
        tags,
        operationId: 'listMyGames',
        security: signedIn,
        summary: "A page of the user's hosted and joined games, upcoming or past",
        querystring: myGamesQuery,
        response: { ...errorResponses(400, 401), 200: myGamesSchema },
      },
    },
    async (request) => games.mine(currentUser(request).id, request.query),
  );

  api.get(
    '/for-you',
    {
      schema: {
        tags,
        operationId: 'listGamesForYou',
        security: signedIn,
        summary:
          'Upcoming public games the user may join, near them and in their sports, ranked for them (sport, distance, time, skill, friends going)',
        querystring: gamesForYouQuery,
        response: { ...errorResponses(400, 401), 200: gamesForYouSchema },
      },
    },
    async (request) => {
      const { lat, lng, limit } = request.query;
      return forYou.forViewer(currentUser(request).id, { lat, lng }, limit);
    },
  );

  api.get(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'getGame',
        security: signedIn,
        summary: "A game's page: details, roster when visible, the viewer's standing and abilities",
        params: gameIdParams,
        querystring: gameDetailQuery,
        response: { ...errorResponses(400, 401, 404), 200: gameDetailSchema },
      },
    },
    async (request) => games.detail(currentUser(request).id, request.params.id, request.query),
  );

  api.patch(
    '/:id/what-to-expect',
    {
      schema: {
        tags,
        operationId: 'updateGameWhatToExpect',
        security: signedIn,
        summary: "The host edits the game's Game Format and What to Bring",
        params: gameIdParams,
        body: updateWhatToExpectInput,
        response: { ...errorResponses(400, 401, 403, 404, 409), 200: gameDetailSchema },
      },
    },
    async (request) => games.updateWhatToExpect(currentUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'cancelGame',
        security: signedIn,
        summary: 'The host cancels the game: everyone in it or asking is told, then it is deleted',
        params: gameIdParams,
        response: { ...errorResponses(400, 401, 403, 404, 409), 200: gameActionResultSchema },
      },
    },
    async (request) => games.cancel(currentUser(request).id, request.params.id),
  );
}
