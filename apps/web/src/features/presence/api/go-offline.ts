import { api } from '../../../lib/api-client.ts';

const OFFLINE_PATH = '/api/presence/offline';

/** "I left", while the page is still alive (the setting was turned off). */
export function goOffline(): Promise<void> {
  return api.post(OFFLINE_PATH);
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
