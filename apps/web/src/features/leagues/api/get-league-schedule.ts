import { leagueGamesEndpoints } from '@rally/shared/leagues/league-games.endpoints';
import type { LeagueGameRequest } from '@rally/shared/leagues/league-games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/** The league's approved inter-league games, by start. */
export async function getLeagueSchedule(
  leagueId: string,
  signal?: AbortSignal,
): Promise<LeagueGameRequest[]> {
  const list = await call(leagueGamesEndpoints.getLeagueSchedule, { params: { id: leagueId }, signal });
  return list.requests;
}

export function getLeagueScheduleQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.schedule(leagueId),
    queryFn: ({ signal }) => getLeagueSchedule(leagueId, signal),
  });
}

/** The Schedule tab's games; asked for only when the viewer may read the league's content. */
export function useLeagueSchedule(leagueId: string, enabled = true) {
  return useQuery({ ...getLeagueScheduleQueryOptions(leagueId), enabled });
}
