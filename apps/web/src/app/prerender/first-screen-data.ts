import { type DehydratedState, dehydrate, hashKey, hydrate, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { gameUrl } from '../../features/games/api/game-action.ts';
import { getGameQueryOptions } from '../../features/games/api/get-game.ts';

/** Answers a GET of the API as the player's browser would (the server asks itself, with their cookie). */
export type LoadForPlayer = (apiUrl: string) => Promise<unknown>;

/** The id of the script element holding the answers a player's page was drawn with. */
export const PAGE_DATA_ELEMENT = 'player-page-data';

/** The game a page shows, by its address: `/game/{id}` and `/my-games/{id}` are one game's page. */
function gameIdOf(path: string): string | undefined {
  const match = matchPath('/game/:id', path) ?? matchPath('/my-games/:id', path);
  return match?.params.id || undefined;
}

/**
 * Puts in the cache what a player's page shows first, so the server draws it rather than its loading
 * state: a game's page, the game (its title is the page's largest paint). Times in it render in the
 * game's own zone, the same on both sides. Answers the queries to send with the page; a request that
 * fails sends nothing, and the page loads it as it always did.
 */
export async function loadFirstScreen(
  client: QueryClient,
  path: string,
  load: LoadForPlayer,
): Promise<DehydratedState | undefined> {
  const gameId = gameIdOf(path.split('?')[0] ?? path);
  if (gameId === undefined) return undefined;
  const options = getGameQueryOptions(gameId);
  try {
    client.setQueryData(options.queryKey, (await load(gameUrl(gameId))) as never);
  } catch {
    return undefined;
  }
  const gameHash = hashKey(options.queryKey);
  return dehydrate(client, { shouldDehydrateQuery: (query) => query.queryHash === gameHash });
}

/** Seeds the app's cache with the answers the page was drawn with (main.tsx), before it hydrates. */
export function seedFirstScreen(client: QueryClient): void {
  const data = document.getElementById(PAGE_DATA_ELEMENT)?.textContent;
  if (data) hydrate(client, JSON.parse(data) as DehydratedState);
}
