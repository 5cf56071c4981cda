import { endpoint } from '../endpoint.ts';

const preferencesSchemas = () => import('./preferences.schemas.ts');
const authSchemas = () => import('../auth/auth.schemas.ts');

export const notificationPreferencesEndpoints = {
  getNotificationPreferences: endpoint('GET', '/api/notification-preferences', () =>
    preferencesSchemas().then((s) => ({
      response: s.notificationSettingsSchema,
    })),
  ),
  updateNotificationPreferences: endpoint('PUT', '/api/notification-preferences', () =>
    preferencesSchemas().then((s) => ({
      body: s.updateNotificationPreferencesInput,
      response: s.notificationSettingsSchema,
    })),
  ),
  // The server accepts only the push services it is configured for (allowedPushSubscriptionInput).
  addPushSubscription: endpoint(
    'POST',
    '/api/push-subscriptions',
    () =>
      Promise.all([authSchemas(), preferencesSchemas()]).then(([auth, preferences]) => ({
        body: preferences.pushSubscriptionInput,
        response: auth.messageSchema,
      })),
    { status: 201 },
  ),
  removePushSubscription: endpoint('DELETE', '/api/push-subscriptions', () =>
    Promise.all([authSchemas(), preferencesSchemas()]).then(([auth, preferences]) => ({
      body: preferences.removePushSubscriptionInput,
      response: auth.messageSchema,
    })),
  ),
  removePushDevice: endpoint('DELETE', '/api/push-subscriptions/:id', () =>
    Promise.all([authSchemas(), preferencesSchemas()]).then(([auth, preferences]) => ({
      params: preferences.pushDeviceParams,
      response: auth.messageSchema,
    })),
  ),
};
