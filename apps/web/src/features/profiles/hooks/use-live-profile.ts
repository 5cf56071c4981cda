import { userTopic } from '@rally/shared/realtime/realtime-protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { profileScreenQueryKey } from '../api/get-profile-screen.ts';

/**
 * Keeps a profile screen current from the viewer's own feed: the own screen refetches when the profile
 * changes in another tab; another player's refetches when the friendship with them changes (the
 * action button and friend count follow). Other players' profile changes are not published to us.
 */
export function useLiveProfile(viewerId: string, shownUserId: string | undefined) {
  const queryClient = useQueryClient();
  useRealtime(userTopic(viewerId), (event) => {
    const ownChanged = !shownUserId && event.type === 'profile.changed' && event.userId === viewerId;
    const friendshipChanged =
      shownUserId !== undefined && event.type === 'friendship.changed' && event.userIds.includes(shownUserId);
    if (ownChanged || friendshipChanged) {
      void queryClient.invalidateQueries({ queryKey: profileScreenQueryKey(shownUserId) });
    }
  });
}
