import { waitlistSchema } from '@rally/shared/games/games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { gameUrl } from './game-action.ts';
import { gameKeys } from './game-keys.ts';

export type WaitlistedPlayer = z.infer<typeof waitlistSchema>['players'][number];

/** The players waiting for a spot, first in line first (host only). */
export async function getWaitlist(gameId: string, signal?: AbortSignal): Promise<WaitlistedPlayer[]> {
  const list = await api.get(
    gameUrl(gameId, '/waitlist'),
    import.meta.env.DEV ? waitlistSchema : undefined,
    signal,
  );
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
