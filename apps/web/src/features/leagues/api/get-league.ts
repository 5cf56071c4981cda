import { leaguesEndpoints } from '@rally/shared/leagues/leagues.endpoints';
import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/** Everything the league page's frame draws, with what the viewer may do there. */
export function getLeague(leagueId: string, signal?: AbortSignal): Promise<LeagueDetail> {
  return call(leaguesEndpoints.getLeague, { params: { id: leagueId }, signal });
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
