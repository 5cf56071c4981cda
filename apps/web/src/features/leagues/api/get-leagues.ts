import {
  type LeagueList,
  type LeagueListQuery,
  leagueListSchema,
} from '@rally/shared/leagues/leagues.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/**
 * The viewer's leagues and the ones to discover, searched by name and filtered by sport; Discover
 * nearest first from the position sent, else from the player's profile place.
 */
export function getLeagues(query: LeagueListQuery, signal?: AbortSignal): Promise<LeagueList> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sport && query.sport !== 'all') params.set('sport', query.sport);
  if (query.lat !== undefined && query.lng !== undefined) {
    params.set('lat', String(query.lat));
    params.set('lng', String(query.lng));
  }
  const search = params.toString();
  return api.get(
    search ? `/api/leagues?${search}` : '/api/leagues',
    import.meta.env.DEV ? leagueListSchema : undefined,
    signal,
  );
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
