import type { waitlistSchema } from '@rally/shared/games/games.schemas';
import { participationEndpoints } from '@rally/shared/games/participation.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

export type WaitlistedPlayer = z.infer<typeof waitlistSchema>['players'][number];

/** The players waiting for a spot, first in line first (host only). */
export async function getWaitlist(gameId: string, signal?: AbortSignal): Promise<WaitlistedPlayer[]> {
  const list = await call(participationEndpoints.listGameWaitlist, { params: { id: gameId }, signal });
  return list.players;
}

export function getWaitlistQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: gameKeys.waitlist(gameId),
    queryFn: ({ signal }) => getWaitlist(gameId, signal),
  });
}

export function useWaitlist(gameId: string, enabled: boolean) {
  return useQuery({ ...getWaitlistQueryOptions(gameId), enabled });
}
