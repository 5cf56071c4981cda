import { profileTopic, userTopic } from '@rally/shared/realtime/realtime-protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { profileScreenQueryKey } from '../api/get-profile-screen.ts';

/**
 * Keeps a profile screen current. From the viewer's own feed: the own screen refetches when the profile
 * changes (another tab's edit, a review of the viewer removed by a moderator); another player's refetches
 * when the friendship with them changes (the action button and friend count follow). Another player's
 * screen also follows that player's profile topic, which says when their profile changed: an edit, a
 * new review, or a review a moderator removed (the tombstone and the new average show at once).
 */
export function useLiveProfile(viewerId: string, shownUserId: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: profileScreenQueryKey(shownUserId) });
  useRealtime(userTopic(viewerId), (event) => {
    const ownChanged = !shownUserId && event.type === 'profile.changed' && event.userId === viewerId;
    const friendshipChanged =
      shownUserId !== undefined && event.type === 'friendship.changed' && event.userIds.includes(shownUserId);
    if (ownChanged || friendshipChanged) refresh();
  });
  useRealtime(shownUserId ? profileTopic(shownUserId) : null, (event) => {
    if (event.type === 'profile.changed' && event.userId === shownUserId) refresh();
  });
}
