import { notificationsEndpoints as endpoints } from '@rally/shared/notifications/notifications.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];

export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  await route(
    app,
    endpoints.listNotifications,
    {
      tags,
      operationId: 'listNotifications',
      security: signedIn,
      summary:
        'A page of notifications, newest first (50 unless `limit` says fewer), optionally of one kind (games, leagues, friends), with the unread count and the next page’s cursor',
      errors: [400, 401],
    },
    async (request) => notifications.list(currentUser(request).id, request.query),
  );

  await route(
    app,
    endpoints.markNotificationRead,
    {
      tags,
      operationId: 'markNotificationRead',
      security: signedIn,
      summary: 'Mark one notification read',
      errors: [400, 401, 403, 404],
    },
    async (request, reply) => {
      await notifications.markRead(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await route(
    app,
    endpoints.markAllNotificationsRead,
    {
      tags,
      operationId: 'markAllNotificationsRead',
      security: signedIn,
      summary: 'Mark every notification read',
      errors: [401, 403],
    },
    async (request) => notifications.markAllRead(currentUser(request).id),
  );
}
