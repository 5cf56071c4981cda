import { leaguesEndpoints } from '@rally/shared/leagues/leagues.endpoints';
import type { LeagueList, LeagueListQuery } from '@rally/shared/leagues/leagues.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/**
 * The viewer's leagues and the ones to discover, searched by name and filtered by sport; Discover
 * nearest first from the position sent, else from the player's profile place.
 */
export function getLeagues(query: LeagueListQuery, signal?: AbortSignal): Promise<LeagueList> {
  const near = query.lat !== undefined && query.lng !== undefined;
  return call(leaguesEndpoints.listLeagues, {
    query: {
      q: query.q || undefined,
      sport: query.sport && query.sport !== 'all' ? query.sport : undefined,
      lat: near ? query.lat : undefined,
      lng: near ? query.lng : undefined,
    },
    signal,
  });
}

export function getLeaguesQueryOptions(query: LeagueListQuery) {
  return queryOptions({
    queryKey: leagueKeys.list(query),
    queryFn: ({ signal }) => getLeagues(query, signal),
    // Typing in the search box keeps the last cards on screen instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
}

/** `enabled` waits for where the player is to be known, so Discover does not load twice. */
export function useLeagues(query: LeagueListQuery, enabled = true) {
  return useQuery({ ...getLeaguesQueryOptions(query), enabled });
}
