import { gamesEndpoints } from '@rally/shared/games/games.endpoints';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

/** Everything one game's page draws, with what the viewer may do there. */
export function getGame(gameId: string, signal?: AbortSignal): Promise<GameDetail> {
  return call(gamesEndpoints.getGame, { params: { id: gameId }, signal });
}

export function getGameQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: gameKeys.detail(gameId),
    queryFn: ({ signal }) => getGame(gameId, signal),
  });
}

export function useGame(gameId: string) {
  return useQuery(getGameQueryOptions(gameId));
}
