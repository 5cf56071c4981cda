import {
  type FindGamesFilters,
  type GameList,
  type GameSummary,
  gameListSchema,
} from '@rally/shared/games/games.schemas';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the find list asks for: the filters, search and sort, and the viewer's position when shared. */
export type FindGamesRequest = Omit<FindGamesFilters, 'cursor' | 'limit'>;

/** Every games list lives under ['games'], so any game change can refresh them all with one key. */
export const findGamesKey = (request: FindGamesRequest) => ['games', 'find', request] as const;

/** The query string of a find request: defaults left out, so the address stays short and cache keys agree. */
export function findGamesSearch(request: FindGamesRequest, cursor?: string | null): string {
  const params = new URLSearchParams();
  // `null` counts as absent too: a first page the server drew comes with its cursor as JSON's null.
  const add = (key: string, value: string | number | null | undefined, skip?: string | number) => {
    if (value != null && value !== '' && value !== skip) params.set(key, String(value));
  };
  add('q', request.q);
  add('location', request.location);
  add('sport', request.sport, 'all');
  add('skillLevel', request.skillLevel, 'any');
  add('gender', request.gender, 'all');
  add('venueCost', request.venueCost, 'all');
  add('distance', request.distance);
  add('eligible', request.eligible, 'all');
  add('lat', request.lat);
  add('lng', request.lng);
  add('sort', request.sort, 'start');
  add('cursor', cursor);
  return params.toString();
}

/** One page of the find list, filtered, searched and sorted on the server. */
export function getGames(
  request: FindGamesRequest,
  cursor?: string,
  signal?: AbortSignal,
): Promise<GameList> {
  const search = findGamesSearch(request, cursor);
  return api.get(
    `/api/games${search ? `?${search}` : ''}`,
    import.meta.env.DEV ? gameListSchema : undefined,
    signal,
  );
}

export function getGamesQueryOptions(request: FindGamesRequest) {
  return infiniteQueryOptions({
    queryKey: findGamesKey(request),
    queryFn: ({ pageParam, signal }) => getGames(request, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/**
 * The find list, a page at a time ("Load more games" asks for the next); `enabled` holds it until the
 * player's place is known, so it loads once.
 */
export function useGames(request: FindGamesRequest, enabled = true) {
  return useInfiniteQuery({ ...getGamesQueryOptions(request), enabled });
}

/** Every game loaded so far, each once (a refetch may move a game across a page edge). */
export function loadedGames(data: InfiniteData<GameList> | undefined): GameSummary[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages.flatMap((page) => page.games.filter((game) => !seen.has(game.id) && seen.add(game.id)));
}
