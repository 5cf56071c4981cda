import { seriesEndpoints as endpoints } from '@rally/shared/games/series.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { SeriesService } from './series.service.ts';
import type { SeriesEditService } from './series-edit.ts';

const tags = ['games'];

/** A weekly series: its section, regulars ("Join every week"), the regulars cap, and ending it. */
export async function seriesRoutes(
  app: FastifyInstance,
  { series, seriesEdit }: { series: SeriesService; seriesEdit?: SeriesEditService },
) {
  if (seriesEdit) {
    await route(
      app,
      endpoints.editFollowingGames,
      {
        tags,
        operationId: 'editSeriesGameAndFollowing',
        security: signedIn,
        summary:
          'The host (or a co-host) edits a series game and every later one; each player is told once, listing the change',
        errors: [400, 401, 403, 404, 409],
      },
      async (request) => seriesEdit.editFollowing(currentUser(request).id, request.params.id, request.body),
    );
  }

  await route(
    app,
    endpoints.getSeries,
    {
      tags,
      operationId: 'getSeries',
      security: signedIn,
      summary: "A weekly series: its schedule, upcoming games, regulars and the viewer's abilities",
      errors: [400, 401, 404],
    },
    async (request) => series.view(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.joinSeries,
    {
      tags,
      operationId: 'joinSeries',
      security: signedIn,
      summary: 'Join every week: the user becomes a regular and takes a spot in every upcoming game with one',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => series.join(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.leaveSeries,
    {
      tags,
      operationId: 'leaveSeries',
      security: signedIn,
      summary: 'Leave the series: no spot in the games made from now on',
      errors: [400, 401, 404],
    },
    async (request) => series.leave(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.setRegularsCap,
    {
      tags,
      operationId: 'setSeriesRegularsCap',
      security: signedIn,
      summary: 'The host caps the regulars below the game size, keeping spots open to newcomers',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) =>
      series.setRegularsCap(currentUser(request).id, request.params.id, request.body.regularsCap),
  );

  await route(
    app,
    endpoints.endSeries,
    {
      tags,
      operationId: 'endSeries',
      security: signedIn,
      summary: 'The host ends the series: its upcoming games are cancelled and everyone is told once',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => series.end(currentUser(request).id, request.params.id),
  );
}
