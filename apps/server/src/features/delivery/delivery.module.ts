import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { type DeliveryJobsDeps, registerDeliveryJobs } from './delivery.jobs.ts';
import { createDeliveryRepository } from './delivery.repository.ts';
import { createDeliveryService } from './delivery.service.ts';
import { createPushChannel } from './push-channel.ts';
import { createSmsChannel } from './sms-channel.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';
import { createUnsubscribeService } from './unsubscribe.service.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';

/** The Web Push key pair, loaded before the preferences that advertise its public half. */
export function loadPushKeys({ db, config }: Platform): Promise<VapidKeys> {
  return loadVapidKeys({ db, dataDir: config.dataDir }, config.delivery.vapid.keys);
}

/**
 * Every in-app notification is also delivered by push, email and SMS, per the recipient's
 * preferences: an outbox, relayed to one job per channel, and the unsubscribe link of each email.
 */
export function createDeliveryModule(
  platform: Platform,
  ports: {
    pushKeys: VapidKeys;
    preferences: {
      preferencesOf: DeliveryJobsDeps['preferencesOf'];
      stopEmailsAbout: Parameters<typeof createUnsubscribeService>[0]['stopEmailsAbout'];
      pushDevices: DeliveryJobsDeps['subscriptions'];
    };
    recipientEmail: DeliveryJobsDeps['recipientEmail'];
    countDelivery: DeliveryJobsDeps['countDelivery'];
  },
) {
  const { db, config, secret, jobs, mailer, clock, log } = platform;
  const deliveryRepo = createDeliveryRepository(db);
  const delivery = createDeliveryService({ deliveryRepo });
  const tokens = createUnsubscribeTokens(secret);
  return {
    delivery,
    /** Queues a notice's push, email and SMS for the relay. */
    enqueueDelivery: delivery.enqueueDelivery,
    async register(app: FastifyInstance) {
      await app.register(unsubscribeRoutes, {
        prefix: '/api',
        unsubscribe: createUnsubscribeService({ tokens, stopEmailsAbout: ports.preferences.stopEmailsAbout }),
        settingsUrl: `${config.publicUrl}/notifications`,
      });
      registerDeliveryJobs({
        jobs,
        deliveryRepo,
        preferencesOf: ports.preferences.preferencesOf,
        subscriptions: ports.preferences.pushDevices,
        recipientEmail: ports.recipientEmail,
        push: createPushChannel({
          keys: ports.pushKeys,
          subject: config.delivery.vapid.subject,
          pushServices: config.delivery.pushServices,
        }),
        mailer,
        sms: config.delivery.smsWebhookUrl ? createSmsChannel(config.delivery.smsWebhookUrl) : undefined,
        tokens,
        publicUrl: config.publicUrl,
        retry: config.delivery.retry,
        clock,
        log,
        countDelivery: ports.countDelivery,
      });
    },
  };
}
