import { notificationPreferencesEndpoints } from '@rally/shared/notifications/notification-preferences.endpoints';
import type { PushSubscriptionInput } from '@rally/shared/notifications/preferences.schemas';
import { call } from '../../../lib/api-client.ts';

/** Stores this device's push subscription for the signed-in player (the same endpoint twice is one device). */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<{ message: string }> {
  return call(notificationPreferencesEndpoints.addPushSubscription, { body: subscription });
}
