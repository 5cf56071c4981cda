import type { FriendList } from '@rally/shared/friends/friends.schemas';
import { userTopic } from '@rally/shared/realtime/realtime-protocol';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { friendsKeys } from '../api/friends-keys.ts';
import { withFriendOnline } from '../api/get-friends.ts';

/**
 * Keeps every friends view live: a request sent, accepted, declined or removed by either side refreshes
 * the lists; a friend coming online or leaving moves their dot at once, without a round trip.
 */
export function useLiveFriends(userId: string) {
  const queryClient = useQueryClient();
  useRealtime(userTopic(userId), (event) => {
    if (event.type === 'friendship.changed') {
      void queryClient.invalidateQueries({ queryKey: friendsKeys.all });
    } else if (event.type === 'presence.changed') {
      queryClient.setQueryData<InfiniteData<FriendList>>(friendsKeys.list(), (data) =>
        data ? withFriendOnline(data, event.userId, event.online) : data,
      );
    }
  });
}
