import { type Clock, systemClock } from './clock.ts';

/** A clock that runs with another (real time by default), shifted by an offset that can be set while the app runs. */
export type AdjustableClock = Clock & {
  /** Sets "now" to real time plus `offsetMs` (0 puts it back). */
  setOffset(offsetMs: number): void;
  offset(): number;
};

/**
 * The app's clock when CLOCK_CONTROL is on: browser journeys move it forward so a game becomes past,
 * while timers, sessions and the database keep real time.
 */
export function createAdjustableClock(base: Clock = systemClock): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    setOffset(next) {
      offsetMs = next;
    },
    offset: () => offsetMs,
  };
}
