import type { Clock } from '../lib/clock.ts';

/**
 * A clock for tests that runs with real time but can be moved ahead: expiries and staleness are tried
 * by advancing it, while timers, sockets and the database keep their real time.
 */
export function createTestClock(start: Date = new Date()) {
  let offset = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    /** Moves "now" forward by this many milliseconds. */
    advance(ms: number) {
      offset += ms;
    },
  } satisfies Clock & Record<string, unknown>;
}

export type TestClock = ReturnType<typeof createTestClock>;
