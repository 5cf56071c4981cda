import { useSyncExternalStore } from 'react';
import { browserTimeZone } from './time-zone.ts';

const noSubscription = () => () => {};

/**
 * The viewer's time zone; null on the server and in the hydration's render, which then show every
 * game time with its zone (the server cannot know the viewer's): both draw the same first screen, and
 * the zone goes once it is known to be the viewer's own.
 */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, browserTimeZone, () => null);
}
