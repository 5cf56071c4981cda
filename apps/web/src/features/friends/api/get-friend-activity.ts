import { friendsEndpoints } from '@rally/shared/friends/friends.endpoints';
import type { FriendActivityList } from '@rally/shared/friends/friends.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export function getFriendActivity(signal?: AbortSignal): Promise<FriendActivityList> {
  return call(friendsEndpoints.listFriendActivity, { signal });
}

export function getFriendActivityQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.activity(),
    queryFn: ({ signal }) => getFriendActivity(signal),
  });
}

export function useFriendActivity() {
  return useQuery(getFriendActivityQueryOptions());
}
