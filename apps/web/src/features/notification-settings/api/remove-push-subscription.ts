import { notificationPreferencesEndpoints } from '@rally/shared/notifications/notification-preferences.endpoints';
import { call } from '../../../lib/api-client.ts';

/** Forgets this device's push subscription on the server, so nothing more is pushed to it. */
export function removePushSubscription(endpoint: string): Promise<{ message: string }> {
  return call(notificationPreferencesEndpoints.removePushSubscription, { body: { endpoint } });
}
