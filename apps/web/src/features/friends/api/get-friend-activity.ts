import { type FriendActivityList, friendActivityListSchema } from '@rally/shared/friends/friends.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export function getFriendActivity(signal?: AbortSignal): Promise<FriendActivityList> {
  return api.get('/api/friends/activity', import.meta.env.DEV ? friendActivityListSchema : undefined, signal);
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
