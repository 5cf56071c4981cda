import { PUSH_DEVICES_MAX } from '@rally/shared/limits';
import { notificationPreferencesEndpoints as endpoints } from '@rally/shared/notifications/notification-preferences.endpoints';
import { allowedPushSubscriptionInput } from '@rally/shared/notifications/preferences.schemas';
import type { PushServiceAllowList } from '@rally/shared/notifications/push-endpoint';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
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
  app.limits.addStandingLimit({
    what: 'Push devices kept; subscribing one more replaces the oldest (`POST /api/push-subscriptions`)',
    perWhom: 'account',
    howMany: PUSH_DEVICES_MAX,
  });

  await route(
    app,
    endpoints.getNotificationPreferences,
    {
      tags,
      operationId: 'getNotificationPreferences',
      security: signedIn,
      summary: "The user's notification preferences, what this server can deliver, and their push devices",
      errors: [401],
    },
    async (request) => preferences.settings(currentUser(request).id),
  );

  await route(
    app,
    endpoints.updateNotificationPreferences,
    {
      tags,
      operationId: 'updateNotificationPreferences',
      security: signedIn,
      summary: 'Save the whole notification settings form: kinds, channels and the phone for SMS',
      errors: [400, 401],
    },
    async (request) => preferences.update(currentUser(request).id, request.body),
  );

  await route(
    app,
    endpoints.addPushSubscription,
    {
      tags,
      operationId: 'addPushSubscription',
      security: signedIn,
      summary: "Keep this browser's push subscription for the user and turn push on",
      body: allowedPushSubscriptionInput(pushServices),
      errors: [400, 401, 409],
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

  await route(
    app,
    endpoints.removePushSubscription,
    {
      tags,
      operationId: 'removePushSubscription',
      security: signedIn,
      summary: "Forget this browser's push subscription; push turns off with the user's last device",
      errors: [400, 401],
    },
    async (request) => preferences.unsubscribeDevice(currentUser(request).id, request.body.endpoint),
  );

  await route(
    app,
    endpoints.removePushDevice,
    {
      tags,
      operationId: 'removePushDevice',
      security: signedIn,
      summary: "Remove one of the user's push devices from the settings page's list",
      errors: [400, 401, 404],
    },
    async (request) => preferences.removeDevice(currentUser(request).id, request.params.id),
  );
}
