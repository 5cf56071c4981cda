import { presenceEndpoints } from '@rally/shared/presence/presence.endpoints';
import type { HeartbeatResult } from '@rally/shared/presence/presence.schemas';
import { call } from '../../../lib/api-client.ts';

/** "I am here": friends see the user online while these keep coming (only if they share their status). */
export function sendHeartbeat(): Promise<HeartbeatResult> {
  return call(presenceEndpoints.sendHeartbeat);
}
