import { gamesEndpoints } from '@rally/shared/games/games.endpoints';
import type { myGamesSchema } from '@rally/shared/games/games.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

export type MyGamesScope = 'upcoming' | 'past';
export type MyGamesPage = z.infer<typeof myGamesSchema>;

/** A page of the games the viewer hosts or plays in: upcoming soonest first, past most recent first. */
export function getMyGames(scope: MyGamesScope, cursor?: string, signal?: AbortSignal): Promise<MyGamesPage> {
  return call(gamesEndpoints.listMyGames, { query: { scope, cursor: cursor || undefined }, signal });
}

export function getMyGamesQueryOptions(scope: MyGamesScope) {
  return infiniteQueryOptions({
    queryKey: gameKeys.mine(scope),
    queryFn: ({ pageParam, signal }) => getMyGames(scope, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useMyGames(scope: MyGamesScope) {
  return useInfiniteQuery(getMyGamesQueryOptions(scope));
}
