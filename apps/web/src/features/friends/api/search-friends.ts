import { type FriendSearchResult, friendSearchResultSchema } from '@rally/shared/friends/friends.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export function searchFriends(term: string, signal?: AbortSignal): Promise<FriendSearchResult> {
  const query = new URLSearchParams({ q: term });
  return api.get(
    `/api/friends/search?${query}`,
    import.meta.env.DEV ? friendSearchResultSchema : undefined,
    signal,
  );
}

export function searchFriendsQueryOptions(term: string) {
  return queryOptions({
    queryKey: friendsKeys.search(term),
    queryFn: ({ signal }) => searchFriends(term, signal),
    retry: false,
  });
}

/** People matching the submitted term (no request until a term is submitted). */
export function useFriendSearch(term: string | null) {
  return useQuery({ ...searchFriendsQueryOptions(term ?? ''), enabled: term !== null });
}
