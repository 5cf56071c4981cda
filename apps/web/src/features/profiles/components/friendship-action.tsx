import type { FriendshipStatus } from '@rally/shared/profiles/profiles.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon, ClockIcon, MessageCircleIcon, UserPlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { profileScreenQueryKey } from '../api/get-profile-screen.ts';

/**
 * Sending a friend request (which also accepts theirs when they asked first): the friends feature's,
 * handed to the profile screen by the page that composes it.
 */
export type FriendRequestAction = {
  mutate(userId: string, options?: { onSettled?: () => void }): void;
  isPending: boolean;
};

type FriendshipActionProps = { userId: string; status: FriendshipStatus; sendRequest: FriendRequestAction };

/** The one friendship step that fits how the viewer stands with this player. */
export function FriendshipAction({ userId, status, sendRequest }: FriendshipActionProps) {
  const queryClient = useQueryClient();
  if (status === 'self') return null;
  if (status === 'friends') {
    return (
      <Button asChild>
        <Link to={paths.friends.getHref({ chat: userId })}>
          <MessageCircleIcon aria-hidden /> Message
        </Link>
      </Button>
    );
  }
  if (status === 'pending_sent') {
    return (
      <Button variant="secondary" disabled>
        <ClockIcon aria-hidden /> Request Sent
      </Button>
    );
  }
  const accepting = status === 'pending_received';
  return (
    <Button
      disabled={sendRequest.isPending}
      onClick={() =>
        sendRequest.mutate(userId, {
          // Success or not, the screen's `friendship` (and friend count) may have changed.
          onSettled: () => void queryClient.invalidateQueries({ queryKey: profileScreenQueryKey(userId) }),
        })
      }
    >
      {accepting ? <CheckIcon aria-hidden /> : <UserPlusIcon aria-hidden />}
      {accepting ? 'Accept' : 'Add Friend'}
    </Button>
  );
}
