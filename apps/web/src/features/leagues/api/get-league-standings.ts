import { leagueGamesEndpoints } from '@rally/shared/leagues/league-games.endpoints';
import type { LeagueStandings } from '@rally/shared/leagues/league-games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/** Every league of this league's sport with results, ranked. */
export function getLeagueStandings(leagueId: string, signal?: AbortSignal): Promise<LeagueStandings> {
  return call(leagueGamesEndpoints.getLeagueStandings, { params: { id: leagueId }, signal });
}

export function getLeagueStandingsQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.standings(leagueId),
    queryFn: ({ signal }) => getLeagueStandings(leagueId, signal),
  });
}

export function useLeagueStandings(leagueId: string, enabled = true) {
  return useQuery({ ...getLeagueStandingsQueryOptions(leagueId), enabled });
}
