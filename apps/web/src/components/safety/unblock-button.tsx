import { UndoIcon } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { useUnblockPlayer } from './api/blocks.ts';

/** "Unblock", where a blocked player's profile would offer friendship. */
export function UnblockButton({ player }: { player: { id: string; name: string } }) {
  const unblock = useUnblockPlayer();
  return (
    <Button
      variant="outline"
      disabled={unblock.isPending}
      aria-label={`Unblock ${player.name}`}
      // A failure is toasted by the app's mutation cache; success shows as the profile's own buttons back.
      onClick={() => unblock.mutate(player.id)}
    >
      <UndoIcon aria-hidden /> {unblock.isPending ? 'Unblocking...' : 'Unblock'}
    </Button>
  );
}
