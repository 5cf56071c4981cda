import { type FriendSuggestionList, friendSuggestionListSchema } from '@rally/shared/friends/friends.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export function getFriendSuggestions(signal?: AbortSignal): Promise<FriendSuggestionList> {
  return api.get(
    '/api/friends/suggestions',
    import.meta.env.DEV ? friendSuggestionListSchema : undefined,
    signal,
  );
}

export function getFriendSuggestionsQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.suggestions(),
    queryFn: ({ signal }) => getFriendSuggestions(signal),
  });
}

export function useFriendSuggestions() {
  return useQuery(getFriendSuggestionsQueryOptions());
}
