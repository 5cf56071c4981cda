import { presenceEndpoints } from '@rally/shared/presence/presence.endpoints';
import { call } from '../../../lib/api-client.ts';

/** The beacon's address: a descriptor's path with no parameters to fill. */
const OFFLINE_PATH = presenceEndpoints.goOffline.path;

/** "I left", while the page is still alive (the setting was turned off). */
export function goOffline(): Promise<void> {
  return call(presenceEndpoints.goOffline);
}

/**
 * "I left", as the page goes away. A beacon outlives the page; the endpoint takes an empty body, which a
 * beacon without data is. Where beacons are missing, a keepalive fetch does the same job.
 */
export function goOfflineOnExit(): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(OFFLINE_PATH)) return;
  void fetch(OFFLINE_PATH, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => {
    // The page is closing; the server's sweep marks the user offline within two missed beats anyway.
  });
}
