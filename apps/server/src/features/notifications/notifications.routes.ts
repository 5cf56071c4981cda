import {
  listNotificationsQuery,
  markAllReadResultSchema,
  notificationIdParams,
  notificationListSchema,
} from '@rally/shared/notifications/notifications.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];

export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // No trailing slash: the path is the prefix itself (`/api/...`), as clients call it.
  api.get(
    '',
    {
      schema: {
        tags,
        operationId: 'listNotifications',
        security: signedIn,
        summary:
          'A page of notifications, newest first (50 unless `limit` says fewer), optionally of one kind (games, leagues, friends), with the unread count and the next page’s cursor',
        querystring: listNotificationsQuery,
        response: { ...errorResponses(400, 401), 200: notificationListSchema },
      },
    },
    async (request) => notifications.list(currentUser(request).id, request.query),
  );

  api.post(
    '/:id/read',
    {
      schema: {
        tags,
        operationId: 'markNotificationRead',
        security: signedIn,
        summary: 'Mark one notification read',
        params: notificationIdParams,
        response: { ...errorResponses(400, 401, 403, 404), 204: z.null() },
      },
    },
    async (request, reply) => {
      await notifications.markRead(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/read-all',
    {
      schema: {
        tags,
        operationId: 'markAllNotificationsRead',
        security: signedIn,
        summary: 'Mark every notification read',
        response: { ...errorResponses(401, 403), 200: markAllReadResultSchema },
      },
    },
    async (request) => notifications.markAllRead(currentUser(request).id),
  );
}
