import { UserPlusIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useSendFriendRequest } from '../api/send-friend-request.ts';

type AddFriendButtonProps = {
  userId: string;
  name: string;
  /** Told once the request went out (or, when they had asked first, once you are friends). */
  onSent?: (outcome: { name: string; accepted: boolean }) => void;
};

/** Sends a request; on success the person leaves the list it sits in (the mutation updates the caches). */
export function AddFriendButton({ userId, name, onSent }: AddFriendButtonProps) {
  const send = useSendFriendRequest();
  const add = () =>
    send.mutate(userId, {
      onSuccess: (result) => onSent?.({ name, accepted: result.status === 'accepted' }),
    });
  return (
    <Button size="sm" disabled={send.isPending} onClick={add}>
      <UserPlusIcon aria-hidden />
      {send.isPending ? 'Sending...' : 'Add Friend'}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
