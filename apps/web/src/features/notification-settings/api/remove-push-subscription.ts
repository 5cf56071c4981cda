import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const messageSchema = z.object({ message: z.string() });

/** Forgets this device's push subscription on the server, so nothing more is pushed to it. */
export function removePushSubscription(endpoint: string): Promise<{ message: string }> {
  return apiRequest('/api/push-subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: messageSchema,
  });
}
