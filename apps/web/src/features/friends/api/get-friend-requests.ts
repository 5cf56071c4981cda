import { friendsEndpoints } from '@rally/shared/friends/friends.endpoints';
import type { FriendRequestList } from '@rally/shared/friends/friends.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export function getFriendRequests(signal?: AbortSignal): Promise<FriendRequestList> {
  return call(friendsEndpoints.listFriendRequests, { signal });
}

export function getFriendRequestsQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.requests(),
    queryFn: ({ signal }) => getFriendRequests(signal),
  });
}

export function useFriendRequests() {
  return useQuery(getFriendRequestsQueryOptions());
}
