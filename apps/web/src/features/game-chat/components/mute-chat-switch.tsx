import { useId } from 'react';
import { Switch } from '../../../components/ui/switch.tsx';
import { useMuteGameChat } from '../api/mute-game-chat.ts';

/**
 * "Mute this chat": no pushes or emails for its messages (announcements still arrive), and its unread
 * count leaves the badge. The switch follows the server: a failed change springs back.
 */
export function MuteChatSwitch({ gameId, muted }: { gameId: string; muted: boolean }) {
  const id = useId();
  const hintId = useId();
  const mute = useMuteGameChat(gameId);
  // The choice shows at once; a failure (toasted) puts back what the server holds.
  const shown = mute.isPending && mute.variables !== undefined ? mute.variables : muted;
  return (
    <div className="grid justify-items-end gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Mute this chat
        </label>
        <Switch
          id={id}
          checked={shown}
          aria-describedby={shown ? hintId : undefined}
          onCheckedChange={(checked) => mute.mutate(checked)}
        />
      </div>
      {shown ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          Muted: announcements still reach you.
        </p>
      ) : null}
    </div>
  );
}
