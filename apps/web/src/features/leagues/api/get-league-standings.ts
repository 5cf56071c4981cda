import { type LeagueStandings, leagueStandingsSchema } from '@rally/shared/leagues/league-games.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leagueApiUrl } from './league-action.ts';
import { leagueKeys } from './league-keys.ts';

/** Every league of this league's sport with results, ranked. */
export function getLeagueStandings(leagueId: string, signal?: AbortSignal): Promise<LeagueStandings> {
  return api.get(
    leagueApiUrl(leagueId, '/standings'),
    import.meta.env.DEV ? leagueStandingsSchema : undefined,
    signal,
  );
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
