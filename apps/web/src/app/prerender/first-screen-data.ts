import { gamesEndpoints } from '@rally/shared/games/games.endpoints';
import { locationsEndpoints } from '@rally/shared/locations/locations.endpoints';
import { type DehydratedState, dehydrate, hashKey, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { getGameQueryOptions } from '../../features/games/api/get-game.ts';
import { findGamesKey, findGamesQuery } from '../../features/games/api/get-games.ts';
import { findGamesRequestOf } from '../../features/games/lib/find-request.ts';
import { readFindState } from '../../features/games/lib/find-state.ts';
import { endpointUrl } from '../../lib/api-client.ts';
import { getPlayerPositionQueryOptions } from '../../lib/get-player-position.ts';

// The server's side of a page drawn with its first answers (render-page.tsx); the browser's is
// seed-first-screen.ts, which the entry loads without the pages' own modules.

/** Answers a GET of the API as the player's browser would (the server asks itself, with their cookie). */
export type LoadForPlayer = (apiUrl: string) => Promise<unknown>;

/** The game a page shows, by its address: `/game/{id}` and `/my-games/{id}` are one game's page. */
function gameIdOf(path: string): string | undefined {
  const match = matchPath('/game/:id', path) ?? matchPath('/my-games/:id', path);
  return match?.params.id || undefined;
}

/** A query a page shows first: its key, where the API answers it, and what of the answer the cache holds. */
type FirstScreenQuery = { key: readonly unknown[]; url: string; data: (answer: unknown) => unknown };

/**
 * "Near Springfield, IL": the profile's place, named, above Find's list and the dashboard's sections, as
 * the browser asks for it until the player shares a position.
 */
const profilePlaceQuery: FirstScreenQuery = {
  key: getPlayerPositionQueryOptions(null).queryKey,
  url: locationsEndpoints.getPlayerPosition.path,
  data: (answer) => (answer as { position: unknown }).position,
};

/** The queries a page shows first; none for a page that shows no answer first. */
function firstScreenQueries(address: string): FirstScreenQuery[] {
  const [path = address, search = ''] = address.split('?');
  const gameId = gameIdOf(path);
  if (gameId !== undefined) {
    return [
      {
        key: getGameQueryOptions(gameId).queryKey,
        url: endpointUrl(gamesEndpoints.getGame.path, { id: gameId }),
        data: (answer) => answer,
      },
    ];
  }
  if (matchPath('/find', path)) {
    const state = readFindState(new URLSearchParams(search));
    // The map's view draws its map once the list is in, in the browser: Leaflet stays after the first paint.
    if (state.tab !== 'games' || state.view !== 'list') return [];
    // Measured from the profile's place, as the browser asks until the player shares a position.
    const request = findGamesRequestOf(state, null);
    return [
      {
        key: findGamesKey(request),
        url: endpointUrl(gamesEndpoints.findGames.path, {}, findGamesQuery(request)),
        // An infinite list's first page; its cursor is the query's first (none).
        data: (answer) => ({ pages: [answer], pageParams: [undefined] }),
      },
      profilePlaceQuery,
    ];
  }
  // The sections wait for the player's place in the browser; the place's line is drawn at once.
  if (matchPath('/dashboard', path)) return [profilePlaceQuery];
  return [];
}

/**
 * Puts in the cache what a player's page shows first, so the server draws it rather than its loading
 * state: a game's page, the game (its title is the page's largest paint); Find, the first page of its
 * list and the place it is measured from, as the page asks for them before the player's position is
 * known; the dashboard, that place (its largest paint on a phone once drawn). Times in them name the
 * game's zone until the viewer's is known, the same on both sides. Answers the queries to send with the
 * page; a request that fails is not sent, and the page loads it as it always did.
 */
export async function loadFirstScreen(
  client: QueryClient,
  address: string,
  load: LoadForPlayer,
): Promise<DehydratedState | undefined> {
  const queries = firstScreenQueries(address);
  const loaded = await Promise.all(
    queries.map(async (query) => {
      try {
        client.setQueryData(query.key, query.data(await load(query.url)));
        return hashKey(query.key);
      } catch {
        return undefined;
      }
    }),
  );
  const hashes = new Set(loaded.filter((hash) => hash !== undefined));
  if (hashes.size === 0) return undefined;
  return dehydrate(client, { shouldDehydrateQuery: (cached) => hashes.has(cached.queryHash) });
}
