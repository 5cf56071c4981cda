import { type Clock, systemClock } from './clock.ts';

/** Identical failures are logged once per this window; the next line logged says how many were held back. */
export const LOG_THROTTLE_WINDOW_MS = 10_000;
/** Distinct failures remembered at once: past this many, the oldest are forgotten (and logged again). */
const MAX_KEYS = 1_000;

export type LogThrottle = {
  /**
   * Whether a failure with this key should be logged now: `{ suppressed }` (how many identical ones
   * were not logged since the last line) when it should, null while its window is still open.
   */
  admit(key: string): { suppressed: number } | null;
};

/**
 * Holds back repeats of one failure (one code on one route), so an outage or a probe that fails every
 * request writes a line every 10 seconds with a count, not a line per request.
 */
export function createLogThrottle(options: { windowMs?: number; clock?: Clock } = {}): LogThrottle {
  const windowMs = options.windowMs ?? LOG_THROTTLE_WINDOW_MS;
  const clock = options.clock ?? systemClock;
  const seen = new Map<string, { loggedAt: number; suppressed: number }>();
  return {
    admit(key) {
      const now = clock.now().getTime();
      const entry = seen.get(key);
      if (entry && now - entry.loggedAt < windowMs) {
        entry.suppressed += 1;
        return null;
      }
      const suppressed = entry?.suppressed ?? 0;
      seen.delete(key);
      if (seen.size >= MAX_KEYS) seen.delete(seen.keys().next().value!);
      seen.set(key, { loggedAt: now, suppressed: 0 });
      return { suppressed };
    },
  };
}
