import { seasonsEndpoints as endpoints } from '@rally/shared/seasons/seasons.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { SeasonRostersService } from './season-rosters.service.ts';
import type { SeasonTeamsService } from './season-teams.service.ts';
import type { SeasonsService } from './seasons.service.ts';

const tags = ['leagues'];

/**
 * A league's seasons, their teams, rosters and placement requests: under `/api/leagues/{id}/seasons`,
 * `/api/seasons` and `/api/season-teams` (registered under `/api`).
 */
export async function seasonsRoutes(
  app: FastifyInstance,
  {
    seasons,
    teams,
    rosters,
  }: { seasons: SeasonsService; teams: SeasonTeamsService; rosters: SeasonRostersService },
) {
  const doc = (operationId: string, summary: string, errors: (400 | 401 | 403 | 404 | 409)[]) => ({
    tags,
    operationId,
    security: signedIn,
    summary,
    errors,
  });

  await route(
    app,
    endpoints.listSeasons,
    doc('listSeasons', "The league's seasons, newest first (the league's readers)", [400, 401, 403, 404]),
    async (request) => seasons.list(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.createSeason,
    doc('createSeason', 'Create a season of the league (organisers)', [400, 401, 403, 404]),
    async (request, reply) => {
      reply.status(201);
      return seasons.create(currentUser(request).id, request.params.id, request.body);
    },
  );

  await route(
    app,
    endpoints.getSeason,
    doc(
      'getSeason',
      "The season's page: rules, teams, rosters and what the viewer may do",
      [400, 401, 403, 404],
    ),
    async (request) => seasons.get(currentUser(request).id, request.params.seasonId),
  );

  await route(
    app,
    endpoints.updateSeason,
    doc(
      'updateSeason',
      'Change the season (organisers): its rules only before the fixtures are generated',
      [400, 401, 403, 404, 409],
    ),
    async (request) => seasons.update(currentUser(request).id, request.params.seasonId, request.body),
  );

  await route(
    app,
    endpoints.deleteSeason,
    doc(
      'deleteSeason',
      'Delete the season; its upcoming fixture games are cancelled (organisers)',
      [400, 401, 403, 404],
    ),
    async (request) => seasons.remove(currentUser(request).id, request.params.seasonId),
  );

  await route(
    app,
    endpoints.createSeasonTeam,
    doc(
      'createSeasonTeam',
      'Add a team to the season, before the fixtures (organisers)',
      [400, 401, 403, 404, 409],
    ),
    async (request, reply) => {
      reply.status(201);
      return teams.create(currentUser(request).id, request.params.seasonId, request.body);
    },
  );

  await route(
    app,
    endpoints.updateSeasonTeam,
    doc(
      'updateSeasonTeam',
      'Rename or recolour a team (organisers, its captain), or name its captain (organisers)',
      [400, 401, 403, 404, 409],
    ),
    async (request) => teams.update(currentUser(request).id, request.params.teamId, request.body),
  );

  await route(
    app,
    endpoints.deleteSeasonTeam,
    doc('deleteSeasonTeam', 'Remove a team, before the fixtures (organisers)', [400, 401, 403, 404, 409]),
    async (request) => teams.remove(currentUser(request).id, request.params.teamId),
  );

  await route(
    app,
    endpoints.putSeasonTeamPlayer,
    doc(
      'putSeasonTeamPlayer',
      'Put a league member on the team until the first kick-off (organisers, its captain, the member while registration is open)',
      [400, 401, 403, 404, 409],
    ),
    async (request) => rosters.put(currentUser(request).id, request.params.teamId, request.params.userId),
  );

  await route(
    app,
    endpoints.removeSeasonTeamPlayer,
    doc(
      'removeSeasonTeamPlayer',
      'Take a player off the team until the first kick-off (organisers, its captain, the player)',
      [400, 401, 403, 404, 409],
    ),
    async (request) => rosters.remove(currentUser(request).id, request.params.teamId, request.params.userId),
  );

  await route(
    app,
    endpoints.askForPlacement,
    doc(
      'askForPlacement',
      'Ask the organisers to place you in a team (members, registration open)',
      [400, 401, 403, 404, 409],
    ),
    async (request, reply) => {
      reply.status(201);
      return rosters.askForPlacement(currentUser(request).id, request.params.seasonId, request.body.message);
    },
  );

  await route(
    app,
    endpoints.withdrawPlacementRequest,
    doc('withdrawPlacementRequest', 'Withdraw your request to be placed in a team', [400, 401, 403, 404]),
    async (request) => rosters.withdrawPlacementRequest(currentUser(request).id, request.params.seasonId),
  );
}
