import type { PushSubscriptionInput } from '@rally/shared/notifications/preferences.schemas';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const messageSchema = z.object({ message: z.string() });

/** Stores this device's push subscription for the signed-in player (the same endpoint twice is one device). */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<{ message: string }> {
  return api.post('/api/push-subscriptions', subscription, messageSchema);
}
