import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/** The id of the script element holding the answers a player's page was drawn with (first-screen-data.ts). */
export const PAGE_DATA_ELEMENT = 'player-page-data';

/**
 * Seeds the app's cache with the answers the page was drawn with (main.tsx), before it hydrates. A module
 * of its own: the entry must not bring the pages' queries (and their schemas) to every page.
 */
export function seedFirstScreen(client: QueryClient): void {
  const data = document.getElementById(PAGE_DATA_ELEMENT)?.textContent;
  if (data) hydrate(client, JSON.parse(data) as DehydratedState);
}
