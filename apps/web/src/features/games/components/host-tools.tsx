import type { GameDetail } from '@rally/shared/games/games.schemas';
import { InboxIcon, PencilIcon, UserPlusIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmAction } from '../../../components/confirm-action.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useCancelGame } from '../api/cancel-game.ts';
import { InviteFriendsDialog } from './invite-friends-dialog.tsx';
import { ManageRequestsDialog } from './manage-requests-dialog.tsx';

/**
 * The host's manage view (spec document 2 §2): the pending request count with Manage Join Requests,
 * Invite Friends and Cancel Game, each shown only when the server allows it.
 */
export function HostTools({ game }: { game: GameDetail }) {
  const { abilities } = game;
  const navigate = useNavigate();
  const [managing, setManaging] = useState(false);
  const [inviting, setInviting] = useState(false);
  const cancel = useCancelGame(game.id, () => void navigate(paths.myGames.getHref(), { replace: true }));
  if (!abilities.canManageRequests && !abilities.canInvite && !abilities.canCancel && !abilities.canEdit)
    return null;

  const pending = game.pendingRequestCount;
  return (
    <section
      aria-labelledby="host-tools-title"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 id="host-tools-title" className="text-lg font-bold">
        Manage your game
      </h2>
      {abilities.canManageRequests ? (
        <p className="text-sm text-muted-foreground">
          {pending === 0
            ? 'No pending join requests.'
            : `${pending} pending join ${pending === 1 ? 'request' : 'requests'}`}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {abilities.canEdit ? (
          <Button asChild variant="outline">
            <Link to={paths.gameEdit.getHref(game.id)}>
              <PencilIcon aria-hidden />
              Edit game
            </Link>
          </Button>
        ) : null}
        {abilities.canManageRequests ? (
          <Button variant="outline" onClick={() => setManaging(true)}>
            <InboxIcon aria-hidden />
            Manage Join Requests
          </Button>
        ) : null}
        {abilities.canInvite ? (
          <Button variant="outline" onClick={() => setInviting(true)}>
            <UserPlusIcon aria-hidden />
            Invite Friends
          </Button>
        ) : null}
        {abilities.canCancel ? (
          <ConfirmAction
            trigger={
              <Button variant="destructive">
                <XCircleIcon aria-hidden />
                Cancel Game
              </Button>
            }
            title="Cancel this game?"
            description={`${game.title} will be removed, and every player and pending requester will be told. This cannot be undone.`}
            confirmLabel="Cancel Game"
            cancelLabel="Keep Game"
            pending={cancel.isPending}
            onConfirm={() => cancel.mutate()}
          />
        ) : null}
      </div>
      {abilities.canManageRequests ? (
        <ManageRequestsDialog
          gameId={game.id}
          sport={game.sport}
          open={managing}
          onOpenChange={setManaging}
        />
      ) : null}
      {abilities.canInvite ? (
        <InviteFriendsDialog
          gameId={game.id}
          gameTitle={game.title}
          open={inviting}
          onOpenChange={setInviting}
        />
      ) : null}
    </section>
  );
}
