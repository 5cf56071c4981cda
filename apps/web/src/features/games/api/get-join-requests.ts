import { type JoinRequest, joinRequestListSchema } from '@rally/shared/games/games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gameUrl } from './game-action.ts';
import { gameKeys } from './game-keys.ts';

/** A game's join requests, newest first (host only). */
export async function getJoinRequests(gameId: string, signal?: AbortSignal): Promise<JoinRequest[]> {
  const list = await api.get(
    gameUrl(gameId, '/requests'),
    import.meta.env.DEV ? joinRequestListSchema : undefined,
    signal,
  );
  return list.requests;
}

export function getJoinRequestsQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: gameKeys.requests(gameId),
    queryFn: ({ signal }) => getJoinRequests(gameId, signal),
  });
}

/** Loads only while the Manage Join Requests dialog is open. */
export function useJoinRequests(gameId: string, enabled: boolean) {
  return useQuery({ ...getJoinRequestsQueryOptions(gameId), enabled });
}
