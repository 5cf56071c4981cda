import { gameMessages } from '@rally/shared/games/games.messages';
import type { JoinRequest } from '@rally/shared/games/games.schemas';
import { InboxIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PlayerAvatar, UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { useAnswerJoinRequest } from '../api/answer-join-request.ts';
import { useJoinRequests } from '../api/get-join-requests.ts';

type ManageRequestsDialogProps = {
  gameId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** The host's join requests for a private game, newest first: Approve adds the player, Reject declines. */
export function ManageRequestsDialog({ gameId, open, onOpenChange }: ManageRequestsDialogProps) {
  const requests = useJoinRequests(gameId, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Manage Join Requests" description="Players asking to join this game.">
        {requests.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-muted-foreground">
            Loading join requests...
          </p>
        ) : requests.isError ? (
          <LoadError
            message={gameMessages.requestsLoadFailed}
            onRetry={() => void requests.refetch()}
            retrying={requests.isFetching}
          />
        ) : requests.data.length === 0 ? (
          <EmptyState icon={InboxIcon} title="No join requests" detail="New requests will show here." />
        ) : (
          <ul aria-label="Join requests" className="divide-y">
            {requests.data.map((request) => (
              <RequestRow key={request.id} gameId={gameId} request={request} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RequestRow({ gameId, request }: { gameId: string; request: JoinRequest }) {
  const answer = useAnswerJoinRequest(gameId);
  const name = request.user.name ?? UNKNOWN_PLAYER;
  return (
    <li className="grid gap-2 py-3">
      <div className="flex items-center gap-3">
        <PlayerAvatar name={request.user.name} avatarUrl={request.user.avatarUrl} />
        <div className="min-w-0 flex-1">
          <Link
            to={paths.userProfile.getHref(request.user.id)}
            className="block truncate font-semibold hover:underline"
          >
            {name}
          </Link>
          <p className="text-xs text-muted-foreground">{relativeTime(request.createdAt)}</p>
        </div>
        {request.status === 'approved' ? (
          <Badge variant="accent">{gameMessages.requestApproved}</Badge>
        ) : null}
        {request.status === 'rejected' ? (
          <Badge variant="outline">{gameMessages.requestRejected}</Badge>
        ) : null}
      </div>
      {request.message ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm whitespace-pre-line">{request.message}</p>
      ) : null}
      {request.status === 'pending' ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={answer.isPending}
            onClick={() => answer.mutate({ requestId: request.id, status: 'approved' })}
          >
            Approve<span className="sr-only"> {name}</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            onClick={() => answer.mutate({ requestId: request.id, status: 'rejected' })}
          >
            Reject<span className="sr-only"> {name}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
