import { gameMessages } from '@rally/shared/games/games.messages';
import type { InvitableFriend } from '@rally/shared/games/games.schemas';
import { UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PlayerAvatar, UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { SportChips } from '../../../components/sport-chips.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useInvitableFriends } from '../api/get-invitable-friends.ts';
import { INVITATIONS_SENT, useInviteFriends } from '../api/invite-friends.ts';

export type InviteFriendsDialogProps = {
  gameId: string;
  gameTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called once the invitations are sent, before the dialog closes. */
  onInvited?(): void;
};

/** How many sports a friend's row shows before the rest become a count (spec document 1 §9). */
const SHOWN_SPORTS = 2;

/** Why a friend cannot be picked: they are already in, invited or waiting on the host. */
const UNAVAILABLE_REASON: Record<Exclude<InvitableFriend['status'], 'available'>, string> = {
  invited: 'Already invited',
  participant: 'Already playing',
  requested: 'Asked to join',
};

/**
 * The host picks friends to invite to a game (spec document 2 §2, document 1 §9): each friend with
 * avatar, two sport badges and a count of the rest; friends who are already in or invited show why
 * they cannot be picked. Opened from the game page and from the banner after creating a game.
 */
export function InviteFriendsDialog(props: InviteFriendsDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {/* Mounted only while open, so a second opening starts with nothing selected. */}
      {props.open ? <InviteFriendsPanel {...props} /> : null}
    </Dialog>
  );
}

function InviteFriendsPanel({ gameId, gameTitle, onOpenChange, onInvited }: InviteFriendsDialogProps) {
  const friends = useInvitableFriends(gameId, true);
  const invite = useInviteFriends(gameId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const toggle = (userId: string, checked: boolean) => {
    setError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(userId);
      else next.delete(userId);
      return next;
    });
  };

  const send = () => {
    if (selected.size === 0) {
      setError(gameMessages.selectFriend);
      return;
    }
    invite.mutate([...selected], {
      onSuccess: (result) => {
        toast.success(result.message ?? INVITATIONS_SENT);
        onInvited?.();
        onOpenChange(false);
      },
    });
  };

  const canSend = friends.isSuccess && friends.data.length > 0;
  return (
    <DialogContent
      title="Invite Friends"
      description={
        <>
          Choose friends to invite to <span className="font-semibold text-foreground">{gameTitle}</span>.
        </>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          {canSend ? (
            <Button onClick={send} disabled={invite.isPending}>
              {invite.isPending
                ? 'Sending...'
                : selected.size > 0
                  ? `Send ${selected.size === 1 ? 'Invitation' : `${selected.size} Invitations`}`
                  : 'Send Invitations'}
            </Button>
          ) : null}
        </>
      }
    >
      {friends.isPending ? (
        <p role="status" className="py-6 text-center text-sm text-muted-foreground">
          Loading friends...
        </p>
      ) : friends.isError ? (
        <LoadError
          message="Failed to load friends"
          onRetry={() => void friends.refetch()}
          retrying={friends.isFetching}
        />
      ) : friends.data.length === 0 ? (
        <EmptyState
          icon={UsersIcon}
          title="No friends to invite yet"
          detail="Add friends on Rally and you can invite them to your games."
          action={
            <Button asChild variant="outline" size="sm">
              <Link to={paths.friends.getHref({ tab: 'find' })}>Find Friends</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul aria-label="Your friends" className="divide-y">
            {friends.data.map((friend) => (
              <FriendOption
                key={friend.id}
                friend={friend}
                checked={selected.has(friend.id)}
                onCheckedChange={(checked) => toggle(friend.id, checked)}
              />
            ))}
          </ul>
          {error ? (
            <p role="alert" className="mt-3 text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </>
      )}
    </DialogContent>
  );
}

function FriendOption({
  friend,
  checked,
  onCheckedChange,
}: {
  friend: InvitableFriend;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}) {
  const name = friend.name ?? UNKNOWN_PLAYER;
  const inputId = `invite-${friend.id}`;
  const reason = friend.status === 'available' ? null : UNAVAILABLE_REASON[friend.status];
  return (
    <li className="flex items-center gap-3 py-3">
      <Checkbox
        id={inputId}
        checked={reason ? false : checked}
        disabled={reason !== null}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={reason ? `${inputId}-why` : undefined}
      />
      <PlayerAvatar name={friend.name} avatarUrl={friend.avatarUrl} />
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block truncate font-semibold">
          {name}
        </label>
        {friend.username ? (
          <p className="truncate text-xs text-muted-foreground">@{friend.username}</p>
        ) : null}
        <SportChips sports={friend.sports} limit={SHOWN_SPORTS} className="gap-1" />
      </div>
      {reason ? (
        <span id={`${inputId}-why`} className="shrink-0 text-xs font-medium text-muted-foreground">
          {reason}
        </span>
      ) : null}
    </li>
  );
}
