import { useSyncExternalStore } from 'react';

/**
 * The locale of a page's first drawing, on the server and in the hydration's render, which cannot know
 * the viewer's: the spec's texts are American English, and both sides must draw the same first screen.
 */
export const FIRST_DRAW_LOCALE = 'en-US';

/** The viewer's locale as the browser reports it (navigator.language), for dates, times and units. */
export function browserLocale(): string {
  return (typeof navigator === 'undefined' ? undefined : navigator.language) || FIRST_DRAW_LOCALE;
}

const noSubscription = () => () => {};

/**
 * The viewer's locale in a component of a page the server may draw: FIRST_DRAW_LOCALE on the server
 * and while hydrating, then the browser's, so the hydration never meets a text it did not expect.
 */
export function useViewerLocale(): string {
  return useSyncExternalStore(noSubscription, browserLocale, () => FIRST_DRAW_LOCALE);
}
