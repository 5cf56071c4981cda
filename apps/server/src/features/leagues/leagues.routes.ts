import { leaguesEndpoints as endpoints } from '@rally/shared/leagues/leagues.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { LEAGUE_CREATIONS_PER_HOUR } from '@rally/shared/limits';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
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
  // Counted per account, wherever it creates from: Discover shows every new league to everyone.
  const creationBudget = perAccountCreations(
    attemptLimiter('league-create', LEAGUE_CREATION_BUDGET),
    leagueMessages.creationCapReached(LEAGUE_CREATIONS_PER_HOUR),
  );

  await route(
    app,
    endpoints.listLeagues,
    {
      tags,
      operationId: 'listLeagues',
      security: signedIn,
      summary: "The user's leagues (newest activity first) and leagues to discover (most members first)",
      errors: [400, 401],
    },
    async (request) => leagues.list(currentUser(request).id, request.query),
  );

  await route(
    app,
    endpoints.createLeague,
    {
      tags,
      operationId: 'createLeague',
      security: signedIn,
      summary: 'Create a league; the creator is its first member',
      errors: [400, 401, 429],
      options: { ...creationBudget },
    },
    async (request, reply) => {
      reply.status(201);
      return leagues.create(currentUser(request).id, request.body);
    },
  );

  await route(
    app,
    endpoints.getLeague,
    {
      tags,
      operationId: 'getLeague',
      security: signedIn,
      summary: "The league's page: header, stat cards, saved sections (for who may see them) and abilities",
      errors: [400, 401, 404],
    },
    async (request) => leagues.detail(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.updateLeagueAbout,
    {
      tags,
      operationId: 'updateLeagueAbout',
      security: signedIn,
      summary: "Edit the league's description and skill level (creator)",
      errors: [400, 401, 403, 404],
    },
    async (request) => leagues.updateAbout(currentUser(request).id, request.params.id, request.body),
  );

  await route(
    app,
    endpoints.updateLeagueSection,
    {
      tags,
      operationId: 'updateLeagueSection',
      security: signedIn,
      summary: "Save a tab's title and content (creator)",
      errors: [400, 401, 403, 404],
    },
    async (request) =>
      leagues.updateSection(currentUser(request).id, request.params.id, request.params.tab, request.body),
  );

  await route(
    app,
    endpoints.deleteLeague,
    {
      tags,
      operationId: 'deleteLeague',
      security: signedIn,
      summary: 'Delete the league with its members, requests, content and games (creator)',
      errors: [400, 401, 403, 404],
    },
    async (request) => leagues.remove(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.listLeagueMembers,
    {
      tags,
      operationId: 'listLeagueMembers',
      security: signedIn,
      summary: "The league's members, creator first (a private league's for its members only)",
      errors: [400, 401, 403, 404],
    },
    async (request) => leagues.members(currentUser(request).id, request.params.id),
  );
}
