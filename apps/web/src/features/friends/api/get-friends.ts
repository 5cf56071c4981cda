import { type FriendList, friendListSchema } from '@rally/shared/friends/friends.schemas';
import { PRESENCE_POLL_INTERVAL_MS } from '@rally/shared/presence/presence.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export function getFriends(signal?: AbortSignal): Promise<FriendList> {
  return api.get('/api/friends', friendListSchema, signal);
}

export function getFriendsQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.list(),
    queryFn: ({ signal }) => getFriends(signal),
    // Presence events keep the dots live; the poll is the spec's 10-second floor if an event is missed.
    refetchInterval: PRESENCE_POLL_INTERVAL_MS,
  });
}

export function useFriends() {
  return useQuery(getFriendsQueryOptions());
}

/** The list with one friend's online dot set, as a presence.changed event reports it. */
export function withFriendOnline(list: FriendList, userId: string, online: boolean): FriendList {
  if (!list.friends.some((friend) => friend.userId === userId && friend.online !== online)) return list;
  return {
    friends: list.friends.map((friend) => (friend.userId === userId ? { ...friend, online } : friend)),
  };
}
