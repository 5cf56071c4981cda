import { type HeartbeatResult, heartbeatResultSchema } from '@rally/shared/presence/presence.schemas';
import { api } from '../../../lib/api-client.ts';

/** "I am here": friends see the user online while these keep coming (only if they share their status). */
export function sendHeartbeat(): Promise<HeartbeatResult> {
  return api.post(
    '/api/presence/heartbeat',
    undefined,
    import.meta.env.DEV ? heartbeatResultSchema : undefined,
  );
}
