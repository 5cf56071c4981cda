import { type FriendRequestList, friendRequestListSchema } from '@rally/shared/friends/friends.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export function getFriendRequests(signal?: AbortSignal): Promise<FriendRequestList> {
  return api.get('/api/friends/requests', import.meta.env.DEV ? friendRequestListSchema : undefined, signal);
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
