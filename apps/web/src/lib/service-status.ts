import { SERVICE_UNAVAILABLE_CODE } from '@rally/shared/service-unavailable';
import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error.ts';

/** No server could answer for now: ours says 503; a gateway with none behind it says 502 or 504. */
export const OUTAGE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Whether Rally's server can be reached right now, as the last API answer told: a 503 (the database
 * is down or too slow), a gateway with no server behind it, or no answer at all make it unavailable;
 * the next real answer makes it available again. One flag for the whole app, so an outage shows as
 * one calm banner rather than an error per query.
 */
let unavailable = false;
const listeners = new Set<() => void>();

export function setServiceUnavailable(value: boolean): void {
  if (unavailable === value) return;
  unavailable = value;
  for (const listener of listeners) listener();
}

export function isServiceUnavailable(): boolean {
  return unavailable;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the server becomes unavailable or available again. */
export function useServiceUnavailable(): boolean {
  return useSyncExternalStore(subscribe, isServiceUnavailable, isServiceUnavailable);
}

/** Whether a failed call failed because of an outage (shown by the banner), not because of the request. */
export function isOutageError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'network_error' ||
      error.code === SERVICE_UNAVAILABLE_CODE ||
      OUTAGE_STATUSES.has(error.status))
  );
}
