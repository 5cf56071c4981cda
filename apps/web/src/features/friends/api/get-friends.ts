import { friendsEndpoints } from '@rally/shared/friends/friends.endpoints';
import type { Friend, FriendList } from '@rally/shared/friends/friends.schemas';
import { PRESENCE_POLL_INTERVAL_MS } from '@rally/shared/presence/presence-intervals';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

/** A page of friends by name: the first without a cursor, then each after the previous page's `nextCursor`. */
export function getFriends(cursor?: string, signal?: AbortSignal): Promise<FriendList> {
  return call(friendsEndpoints.listFriends, { query: { cursor: cursor || undefined }, signal });
}

export function getFriendsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: friendsKeys.list(),
    queryFn: ({ pageParam, signal }) => getFriends(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Presence events keep the dots live; the poll is the spec's 10-second floor if an event is missed.
    refetchInterval: PRESENCE_POLL_INTERVAL_MS,
  });
}

/** The friends list, a page at a time ("Load more" asks for the next). */
export function useFriends() {
  return useInfiniteQuery(getFriendsQueryOptions());
}

/** Every friend loaded so far, by name, each once (a refetch may move someone across a page edge). */
export function loadedFriends(data: InfiniteData<FriendList> | undefined): Friend[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages.flatMap((page) =>
    page.friends.filter((friend) => !seen.has(friend.userId) && seen.add(friend.userId)),
  );
}

/** The loaded pages with one friend's online dot set, as a presence.changed event reports it. */
export function withFriendOnline(
  data: InfiniteData<FriendList>,
  userId: string,
  online: boolean,
): InfiniteData<FriendList> {
  const changes = (page: FriendList) =>
    page.friends.some((friend) => friend.userId === userId && friend.online !== online);
  if (!data.pages.some(changes)) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      changes(page)
        ? {
            ...page,
            friends: page.friends.map((friend) =>
              friend.userId === userId ? { ...friend, online } : friend,
            ),
          }
        : page,
    ),
  };
}
