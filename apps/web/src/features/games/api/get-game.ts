import { type GameDetail, gameDetailSchema } from '@rally/shared/games/games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gameUrl } from './game-action.ts';
import { gameKeys } from './game-keys.ts';

/** Everything one game's page draws, with what the viewer may do there. */
export function getGame(gameId: string, signal?: AbortSignal): Promise<GameDetail> {
  return api.get(gameUrl(gameId), import.meta.env.DEV ? gameDetailSchema : undefined, signal);
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
