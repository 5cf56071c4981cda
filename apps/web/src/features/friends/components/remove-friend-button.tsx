import { UserMinusIcon } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../../components/ui/button.tsx';
import { useRemoveFriend } from '../api/remove-friend.ts';

/** Removing a friend cannot be undone without a new request, so it asks first. */
export function RemoveFriendButton({ userId, name }: { userId: string; name: string }) {
  const remove = useRemoveFriend();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm">
          <UserMinusIcon aria-hidden />
          Remove<span className="sr-only"> {name} from friends</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-popover p-6 text-popover-foreground shadow-2xl outline-none">
          <AlertDialog.Title className="text-lg font-bold">Remove friend?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {name} will no longer be in your friends list, and you will not be able to message each other
            until one of you sends a new friend request.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="destructive"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ userId, kind: 'friend' })}
              >
                Remove friend
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
