import { messageSchema } from '@rally/shared/auth/auth.schemas';
import { PUSH_DEVICES_MAX } from '@rally/shared/limits';
import {
  allowedPushSubscriptionInput,
  notificationSettingsSchema,
  pushDeviceParams,
  removePushSubscriptionInput,
  updateNotificationPreferencesInput,
} from '@rally/shared/notifications/preferences.schemas';
import type { PushServiceAllowList } from '@rally/shared/notifications/push-endpoint';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import type { NotificationPreferencesService } from './notification-preferences.service.ts';

const tags = ['notifications'];

/** The notification settings page: preferences, and the devices push goes to. */
export async function notificationPreferencesRoutes(
  app: FastifyInstance,
  {
    preferences,
    pushServices,
  }: {
    preferences: NotificationPreferencesService;
    /** Where a stored subscription may point: anything else is refused before it is kept. */
    pushServices: PushServiceAllowList;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.limits.addStandingLimit({
    what: 'Push devices kept; subscribing one more replaces the oldest (`POST /api/push-subscriptions`)',
    perWhom: 'account',
    howMany: PUSH_DEVICES_MAX,
  });

  api.get(
    '/notification-preferences',
    {
      schema: {
        tags,
        operationId: 'getNotificationPreferences',
        security: signedIn,
        summary: "The user's notification preferences, what this server can deliver, and their push devices",
        response: { ...errorResponses(401), 200: notificationSettingsSchema },
      },
    },
    async (request) => preferences.settings(currentUser(request).id),
  );

  api.put(
    '/notification-preferences',
    {
      schema: {
        tags,
        operationId: 'updateNotificationPreferences',
        security: signedIn,
        summary: 'Save the whole notification settings form: kinds, channels and the phone for SMS',
        body: updateNotificationPreferencesInput,
        response: { ...errorResponses(400, 401), 200: notificationSettingsSchema },
      },
    },
    async (request) => preferences.update(currentUser(request).id, request.body),
  );

  api.post(
    '/push-subscriptions',
    {
      schema: {
        tags,
        operationId: 'addPushSubscription',
        security: signedIn,
        summary: "Keep this browser's push subscription for the user and turn push on",
        body: allowedPushSubscriptionInput(pushServices),
        response: { ...errorResponses(400, 401, 409), 201: messageSchema },
      },
    },
    async (request, reply) => {
      const result = await preferences.subscribeDevice(
        currentUser(request).id,
        request.body,
        request.headers['user-agent'],
      );
      reply.status(201);
      return result;
    },
  );

  api.delete(
    '/push-subscriptions',
    {
      schema: {
        tags,
        operationId: 'removePushSubscription',
        security: signedIn,
        summary: "Forget this browser's push subscription; push turns off with the user's last device",
        body: removePushSubscriptionInput,
        response: { ...errorResponses(400, 401), 200: messageSchema },
      },
    },
    async (request) => preferences.unsubscribeDevice(currentUser(request).id, request.body.endpoint),
  );

  api.delete(
    '/push-subscriptions/:id',
    {
      schema: {
        tags,
        operationId: 'removePushDevice',
        security: signedIn,
        summary: "Remove one of the user's push devices from the settings page's list",
        params: pushDeviceParams,
        response: { ...errorResponses(400, 401, 404), 200: messageSchema },
      },
    },
    async (request) => preferences.removeDevice(currentUser(request).id, request.params.id),
  );
}
