import { type LeagueDetail, leagueDetailSchema } from '@rally/shared/leagues/leagues.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leagueApiUrl } from './league-action.ts';
import { leagueKeys } from './league-keys.ts';

/** Everything the league page's frame draws, with what the viewer may do there. */
export function getLeague(leagueId: string, signal?: AbortSignal): Promise<LeagueDetail> {
  return api.get(leagueApiUrl(leagueId), import.meta.env.DEV ? leagueDetailSchema : undefined, signal);
}

export function getLeagueQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.detail(leagueId),
    queryFn: ({ signal }) => getLeague(leagueId, signal),
  });
}

export function useLeague(leagueId: string) {
  return useQuery(getLeagueQueryOptions(leagueId));
}
