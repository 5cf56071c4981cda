import { messageSchema } from '@rally/shared/message.schema';
import type { PushSubscriptionInput } from '@rally/shared/notifications/preferences.schemas';
import { api } from '../../../lib/api-client.ts';

/** Stores this device's push subscription for the signed-in player (the same endpoint twice is one device). */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<{ message: string }> {
  return api.post('/api/push-subscriptions', subscription, import.meta.env.DEV ? messageSchema : undefined);
}
