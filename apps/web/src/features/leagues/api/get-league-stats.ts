import { type LeagueStats, leagueStatsSchema } from '@rally/shared/leagues/league-games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leagueApiUrl } from './league-action.ts';
import { leagueKeys } from './league-keys.ts';

/** The league's record: played, wins, losses, win rate and its ten most recent results. */
export function getLeagueStats(leagueId: string, signal?: AbortSignal): Promise<LeagueStats> {
  return api.get(
    leagueApiUrl(leagueId, '/stats'),
    import.meta.env.DEV ? leagueStatsSchema : undefined,
    signal,
  );
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
