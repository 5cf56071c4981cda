import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';

/**
 * In-app notifications (the bell), each also handed to delivery. The service is the port: other
 * features notify through it.
 */
export function createNotificationsModule(
  { db, bus }: Platform,
  ports: { delivery: Parameters<typeof createNotificationsService>[0]['delivery'] },
) {
  const notifications: NotificationsService = createNotificationsService({
    notificationsRepo: createNotificationsRepository(db),
    bus,
    delivery: ports.delivery,
  });
  return {
    notifications,
    async register(app: FastifyInstance) {
      await app.register(notificationsRoutes, { prefix: '/api/notifications', notifications });
    },
  };
}
