import { messageSchema } from '@rally/shared/message.schema';
import { apiRequest } from '../../../lib/api-client.ts';

/** Forgets this device's push subscription on the server, so nothing more is pushed to it. */
export function removePushSubscription(endpoint: string): Promise<{ message: string }> {
  return apiRequest('/api/push-subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: import.meta.env.DEV ? messageSchema : undefined,
  });
}
