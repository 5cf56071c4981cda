import { friendsEndpoints } from '@rally/shared/friends/friends.endpoints';
import type { FriendSuggestionList } from '@rally/shared/friends/friends.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { LatLng } from '../../../lib/player-place.ts';
import { friendsKeys } from './friends-keys.ts';

/**
 * People who share the player's sports, nearest and best matched first: nearness is measured from the
 * position sent (where the player is), else from their profile's place.
 */
export function getFriendSuggestions(
  near: LatLng | null,
  signal?: AbortSignal,
): Promise<FriendSuggestionList> {
  return call(friendsEndpoints.listFriendSuggestions, { query: { lat: near?.lat, lng: near?.lng }, signal });
}

export function getFriendSuggestionsQueryOptions(near: LatLng | null) {
  return queryOptions({
    queryKey: [...friendsKeys.suggestions(), near] as const,
    queryFn: ({ signal }) => getFriendSuggestions(near, signal),
  });
}

/** `enabled` waits for where the player is to be known, so the list does not load twice. */
export function useFriendSuggestions(near: LatLng | null, enabled = true) {
  return useQuery({ ...getFriendSuggestionsQueryOptions(near), enabled });
}
