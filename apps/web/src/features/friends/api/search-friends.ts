import { friendsEndpoints } from '@rally/shared/friends/friends.endpoints';
import type { FriendSearchResult } from '@rally/shared/friends/friends.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export function searchFriends(term: string, signal?: AbortSignal): Promise<FriendSearchResult> {
  return call(friendsEndpoints.searchPeople, { query: { q: term }, signal });
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
