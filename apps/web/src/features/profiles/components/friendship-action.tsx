import type { FriendshipStatus } from '@rally/shared/profiles/profiles.schemas';
import { CheckIcon, ClockIcon, MessageCircleIcon, UserPlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useSendFriendRequest } from '../api/send-friend-request.ts';

/** The one friendship step that fits how the viewer stands with this player. */
export function FriendshipAction({ userId, status }: { userId: string; status: FriendshipStatus }) {
  const send = useSendFriendRequest(userId, { accepting: status === 'pending_received' });
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
    <Button disabled={send.isPending} onClick={() => send.mutate()}>
      {accepting ? <CheckIcon aria-hidden /> : <UserPlusIcon aria-hidden />}
      {accepting ? 'Accept' : 'Add Friend'}
    </Button>
  );
}
