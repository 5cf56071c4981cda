import {
  type LeagueGameRequest,
  leagueGameRequestListSchema,
} from '@rally/shared/leagues/league-games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leagueApiUrl } from './league-action.ts';
import { leagueKeys } from './league-keys.ts';

/** Every game request the league sent or received, newest first (its creator only). */
export async function getLeagueGameRequests(
  leagueId: string,
  signal?: AbortSignal,
): Promise<LeagueGameRequest[]> {
  const list = await api.get(
    leagueApiUrl(leagueId, '/game-requests'),
    import.meta.env.DEV ? leagueGameRequestListSchema : undefined,
    signal,
  );
  return list.requests;
}

export function getLeagueGameRequestsQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.gameRequests(leagueId),
    queryFn: ({ signal }) => getLeagueGameRequests(leagueId, signal),
  });
}

/** The Game Requests dialog's list, asked for while the dialog is open. */
export function useLeagueGameRequests(leagueId: string, enabled = true) {
  return useQuery({ ...getLeagueGameRequestsQueryOptions(leagueId), enabled });
}
