import { leagueGamesEndpoints } from '@rally/shared/leagues/league-games.endpoints';
import type { LeagueStats } from '@rally/shared/leagues/league-games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/** The league's record: played, wins, losses, win rate and its ten most recent results. */
export function getLeagueStats(leagueId: string, signal?: AbortSignal): Promise<LeagueStats> {
  return call(leagueGamesEndpoints.getLeagueStats, { params: { id: leagueId }, signal });
}

export function getLeagueStatsQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.stats(leagueId),
    queryFn: ({ signal }) => getLeagueStats(leagueId, signal),
  });
}

export function useLeagueStats(leagueId: string, enabled = true) {
  return useQuery({ ...getLeagueStatsQueryOptions(leagueId), enabled });
}
