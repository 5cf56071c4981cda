import {
  moderationEndpoints as endpoints,
  reportsEndpoints,
} from '@rally/shared/moderation/moderation.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { administrator, signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { ModerationService } from './moderation.service.ts';
import type { ReportsService } from './reports.service.ts';

const tags = ['moderation'];

/** A player's report, and the administrators' queue, log and actions (403 with moderation's own words). */
export async function moderationRoutes(
  app: FastifyInstance,
  { reports, moderation }: { reports: ReportsService; moderation: ModerationService },
) {
  await route(
    app,
    reportsEndpoints.createReport,
    {
      tags,
      operationId: 'createReport',
      security: signedIn,
      summary:
        'Report a profile, game, league, news post, review or message (one open report per target, 10 an hour); optionally block its owner',
      errors: [400, 401, 404, 429],
    },
    async (request, reply) => {
      const { created, result } = await reports.report(currentUser(request).id, request.body);
      reply.status(created ? 201 : 200);
      return result;
    },
  );

  await route(
    app,
    endpoints.listModerationReports,
    {
      tags,
      operationId: 'listModerationReports',
      security: administrator,
      summary:
        "Open reports grouped by target, the newest first, with the subject's history and past actions",
      errors: [400, 401, 403],
    },
    async (request) => moderation.queue({ cursor: request.query.cursor }),
  );

  await route(
    app,
    endpoints.listModerationActions,
    {
      tags,
      operationId: 'listModerationActions',
      security: administrator,
      summary: 'Every moderation action, the newest first: who, when, what and why',
      errors: [400, 401, 403],
    },
    async (request) => moderation.log({ cursor: request.query.cursor }),
  );

  await route(
    app,
    endpoints.takeModerationAction,
    {
      tags,
      operationId: 'takeModerationAction',
      security: administrator,
      summary:
        'Dismiss, remove, warn, suspend or reinstate, recorded in the log; the reporters are told it was reviewed',
      errors: [400, 401, 403, 404],
    },
    async (request, reply) => {
      reply.status(201);
      return { action: await moderation.act(currentUser(request).id, request.body) };
    },
  );
}
