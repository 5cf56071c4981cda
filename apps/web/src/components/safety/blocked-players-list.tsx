import type { BlockedPlayer } from '@rally/shared/blocks/blocks.schemas';
import { BanIcon } from 'lucide-react';
import { toast } from 'sonner';
import { formatCalendarDate } from '../../lib/date-format.ts';
import { PlayerAvatar, UNKNOWN_PLAYER } from '../player-avatar.tsx';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { LoadError } from '../ui/load-error.tsx';
import { useBlockedPlayers, useUnblockPlayer } from './api/blocks.ts';

/** Settings → Blocked players: who the viewer blocked, since when, each with Unblock. */
export function BlockedPlayersList() {
  const blocked = useBlockedPlayers();
  if (blocked.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading blocked players...
      </p>
    );
  }
  if (blocked.isError) {
    return (
      <LoadError
        message="Failed to load blocked players"
        onRetry={() => void blocked.refetch()}
        retrying={blocked.isFetching}
      />
    );
  }
  if (blocked.data.blocked.length === 0) {
    return (
      <EmptyState
        bordered
        icon={BanIcon}
        title="You haven't blocked anyone"
        detail="Block a player from their profile, a message thread or a game's roster."
      />
    );
  }
  return (
    <ul aria-label="Blocked players" className="divide-y rounded-lg border">
      {blocked.data.blocked.map((entry) => (
        <BlockedPlayerRow key={entry.user.id} entry={entry} />
      ))}
    </ul>
  );
}

function BlockedPlayerRow({ entry }: { entry: BlockedPlayer }) {
  const name = entry.user.name ?? UNKNOWN_PLAYER;
  const unblock = useUnblockPlayer(() => toast.success(`You unblocked ${name}.`));
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <PlayerAvatar name={entry.user.name} avatarUrl={entry.user.avatarUrl} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{name}</p>
        <p className="text-xs text-muted-foreground">
          {entry.user.username ? `@${entry.user.username} · ` : null}
          Blocked since <time dateTime={entry.blockedAt}>{formatCalendarDate(entry.blockedAt)}</time>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={unblock.isPending}
        aria-label={`Unblock ${name}`}
        onClick={() =>
          // A failure is toasted by the app's mutation cache.
          unblock.mutate(entry.user.id)
        }
      >
        {unblock.isPending ? 'Unblocking...' : 'Unblock'}
      </Button>
    </li>
  );
}
