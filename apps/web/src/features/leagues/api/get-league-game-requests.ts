import { leagueGamesEndpoints } from '@rally/shared/leagues/league-games.endpoints';
import type { LeagueGameRequest } from '@rally/shared/leagues/league-games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/** Every game request the league sent or received, newest first (its creator only). */
export async function getLeagueGameRequests(
  leagueId: string,
  signal?: AbortSignal,
): Promise<LeagueGameRequest[]> {
  const list = await call(leagueGamesEndpoints.listLeagueGameRequests, { params: { id: leagueId }, signal });
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
