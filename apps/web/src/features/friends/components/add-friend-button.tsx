import { UserPlusIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useSendFriendRequest } from '../api/send-friend-request.ts';

/** Sends a request; on success the person leaves the list it sits in (the mutation updates the caches). */
export function AddFriendButton({ userId, name }: { userId: string; name: string }) {
  const send = useSendFriendRequest();
  return (
    <Button size="sm" disabled={send.isPending} onClick={() => send.mutate(userId)}>
      <UserPlusIcon aria-hidden />
      {send.isPending ? 'Sending...' : 'Add Friend'}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
