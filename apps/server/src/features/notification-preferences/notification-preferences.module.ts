import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { notificationPreferencesRoutes } from './notification-preferences.routes.ts';
import { createNotificationPreferencesService } from './notification-preferences.service.ts';
import { createPreferencesRepository } from './preferences.repository.ts';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.ts';

/** Which notices reach a player by push, email and SMS, and the browsers subscribed to push. */
export function createNotificationPreferencesModule(
  { db, config }: Platform,
  ports: { pushPublicKey: string },
) {
  const pushDevices = createPushSubscriptionsRepository(db);
  const preferences = createNotificationPreferencesService({
    preferencesRepo: createPreferencesRepository(db),
    subscriptionsRepo: pushDevices,
    capabilities: {
      pushPublicKey: ports.pushPublicKey,
      email: Boolean(config.smtpUrl),
      sms: Boolean(config.delivery.smsWebhookUrl),
    },
  });
  return {
    /** A player's saved preferences (and whether emails are unsubscribed). */
    preferencesOf: preferences.preferencesOf,
    /** An unsubscribe link's effect: no more emails of that kind. */
    stopEmailsAbout: preferences.stopEmailsAbout,
    /** The browsers a player subscribed to push, as delivery sends to and prunes them. */
    pushDevices,
    async register(app: FastifyInstance) {
      await app.register(notificationPreferencesRoutes, {
        prefix: '/api',
        preferences,
        pushServices: config.delivery.pushServices,
      });
    },
  };
}
