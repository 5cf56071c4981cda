import {
  type LeagueList,
  type LeagueListQuery,
  leagueListSchema,
} from '@rally/shared/leagues/leagues.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/** The viewer's leagues and the ones to discover, searched by name and filtered by sport. */
export function getLeagues(query: LeagueListQuery, signal?: AbortSignal): Promise<LeagueList> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sport && query.sport !== 'all') params.set('sport', query.sport);
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

export function useLeagues(query: LeagueListQuery) {
  return useQuery(getLeaguesQueryOptions(query));
}
