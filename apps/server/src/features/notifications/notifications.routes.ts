import {
  notificationIdParams,
  notificationListSchema,
} from '@rally/shared/notifications/notifications.schemas';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];

export async function notificationsRoutes(
  app: FastifyInstance,
  {
    notifications,
    requireUser,
  }: { notifications: NotificationsService; requireUser: preHandlerAsyncHookHandler },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireUser);

  api.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The newest 50 notifications and the unread count',
        response: { 200: notificationListSchema },
      },
    },
    async (request) => notifications.list(currentUser(request).id),
  );

  api.post(
    '/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: notificationIdParams,
        response: { 204: z.null() },
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
        summary: 'Mark every notification read',
        response: { 200: z.object({ updated: z.number() }) },
      },
    },
    async (request) => notifications.markAllRead(currentUser(request).id),
  );
}
