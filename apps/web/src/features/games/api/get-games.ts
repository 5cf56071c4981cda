import { gamesEndpoints } from '@rally/shared/games/games.endpoints';
import type { FindGamesFilters, GameList, GameSummary } from '@rally/shared/games/games.schemas';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** What the find list asks for: the filters, search and sort, and the viewer's position when shared. */
// Find's one "Only games I can join" box sends `eligible=only`, which covers the fair-play requirement.
export type FindGamesRequest = Omit<FindGamesFilters, 'cursor' | 'limit' | 'joinable'>;

/** Every games list lives under ['games'], so any game change can refresh them all with one key. */
export const findGamesKey = (request: FindGamesRequest) => ['games', 'find', request] as const;

/** The query string of a find request: defaults left out, so the address stays short and cache keys agree. */
/** The find query the server reads: the filters that narrow anything, in a stable order. */
export function findGamesQuery(request: FindGamesRequest, cursor?: string | null): Partial<FindGamesFilters> {
  // `null` counts as absent too: a first page the server drew comes with its cursor as JSON's null.
  const given = <T>(value: T | null | undefined, skip?: T): T | undefined =>
    value != null && value !== '' && value !== skip ? value : undefined;
  return {
    q: given(request.q),
    location: given(request.location),
    sport: given(request.sport, 'all'),
    skillLevel: given(request.skillLevel, 'any'),
    gender: given(request.gender, 'all'),
    venueCost: given(request.venueCost, 'all'),
    distance: given(request.distance),
    eligible: given(request.eligible, 'all'),
    lat: given(request.lat),
    lng: given(request.lng),
    sort: given(request.sort, 'start'),
    cursor: given(cursor),
  };
}

/** The same query as a search string (the first screen's prerendered data is keyed by it). */
export function findGamesSearch(request: FindGamesRequest, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(findGamesQuery(request, cursor))) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

export function getGames(
  request: FindGamesRequest,
  cursor?: string,
  signal?: AbortSignal,
): Promise<GameList> {
  return call(gamesEndpoints.findGames, { query: findGamesQuery(request, cursor), signal });
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
