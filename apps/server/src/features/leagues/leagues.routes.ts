import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import {
  createLeagueInput,
  leagueActionResultSchema,
  leagueDetailSchema,
  leagueIdParams,
  leagueListQuery,
  leagueListSchema,
  leagueMemberListSchema,
  leagueSectionParams,
  leagueSectionSchema,
  updateLeagueAboutInput,
  updateSectionInput,
} from '@rally/shared/leagues/leagues.schemas';
import { LEAGUE_CREATIONS_PER_HOUR } from '@rally/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import type { AttemptLimiters } from '../../plugins/rate-limits.ts';
import { LEAGUE_CREATION_BUDGET, perAccountCreations } from './league-write-budgets.ts';
import type { LeaguesService } from './leagues.service.ts';

const tags = ['leagues'];

/** The league itself: the list, creating, the page, the creator's edits, members and deleting. */
export async function leaguesRoutes(
  app: FastifyInstance,
  {
    leagues,
    attemptLimiter,
  }: {
    leagues: LeaguesService;
    attemptLimiter: AttemptLimiters;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Counted per account, wherever it creates from: Discover shows every new league to everyone.
  const creationBudget = perAccountCreations(
    attemptLimiter('league-create', LEAGUE_CREATION_BUDGET),
    leagueMessages.creationCapReached(LEAGUE_CREATIONS_PER_HOUR),
  );

  api.get(
    '',
    {
      schema: {
        tags,
        operationId: 'listLeagues',
        security: signedIn,
        summary: "The user's leagues (newest activity first) and leagues to discover (most members first)",
        querystring: leagueListQuery,
        response: { ...errorResponses(400, 401), 200: leagueListSchema },
      },
    },
    async (request) => leagues.list(currentUser(request).id, request.query),
  );

  api.post(
    '',
    {
      ...creationBudget,
      schema: {
        tags,
        operationId: 'createLeague',
        security: signedIn,
        summary: 'Create a league; the creator is its first member',
        body: createLeagueInput,
        response: { ...errorResponses(400, 401, 429), 201: leagueDetailSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return leagues.create(currentUser(request).id, request.body);
    },
  );

  api.get(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'getLeague',
        security: signedIn,
        summary: "The league's page: header, stat cards, saved sections (for who may see them) and abilities",
        params: leagueIdParams,
        response: { ...errorResponses(400, 401, 404), 200: leagueDetailSchema },
      },
    },
    async (request) => leagues.detail(currentUser(request).id, request.params.id),
  );

  api.patch(
    '/:id/about',
    {
      schema: {
        tags,
        operationId: 'updateLeagueAbout',
        security: signedIn,
        summary: "Edit the league's description and skill level (creator)",
        params: leagueIdParams,
        body: updateLeagueAboutInput,
        response: { ...errorResponses(400, 401, 403, 404), 200: leagueDetailSchema },
      },
    },
    async (request) => leagues.updateAbout(currentUser(request).id, request.params.id, request.body),
  );

  api.put(
    '/:id/sections/:tab',
    {
      schema: {
        tags,
        operationId: 'updateLeagueSection',
        security: signedIn,
        summary: "Save a tab's title and content (creator)",
        params: leagueSectionParams,
        body: updateSectionInput,
        response: { ...errorResponses(400, 401, 403, 404), 200: leagueSectionSchema },
      },
    },
    async (request) =>
      leagues.updateSection(currentUser(request).id, request.params.id, request.params.tab, request.body),
  );

  api.delete(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'deleteLeague',
        security: signedIn,
        summary: 'Delete the league with its members, requests, content and games (creator)',
        params: leagueIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 200: leagueActionResultSchema },
      },
    },
    async (request) => leagues.remove(currentUser(request).id, request.params.id),
  );

  api.get(
    '/:id/members',
    {
      schema: {
        tags,
        operationId: 'listLeagueMembers',
        security: signedIn,
        summary: "The league's members, creator first (a private league's for its members only)",
        params: leagueIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 200: leagueMemberListSchema },
      },
    },
    async (request) => leagues.members(currentUser(request).id, request.params.id),
  );
}
