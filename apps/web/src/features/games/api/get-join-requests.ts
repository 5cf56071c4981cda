import type { GameJoinRequest } from '@rally/shared/games/attendance.schemas';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

/** A game's join requests, newest first (host only). */
export async function getJoinRequests(gameId: string, signal?: AbortSignal): Promise<GameJoinRequest[]> {
  const list = await call(participationEndpoints.listGameJoinRequests, { params: { id: gameId }, signal });
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
