import { gameMessages } from '@rally/shared/games/games.messages';
import type { LeagueDetail, LeagueJoinRequest } from '@rally/shared/leagues/leagues.schemas';
import { CheckIcon, InboxIcon, UserCheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { PlayerAvatar, UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { relativeTime } from '../../../lib/relative-time.ts';
import { useAnswerLeagueJoinRequest } from '../api/answer-league-join-request.ts';
import { useLeagueJoinRequests } from '../api/get-league-join-requests.ts';

/**
 * The creator's Join Requests (private leagues only): a dialog of pending requests, newest first,
 * each with the player's name and message and Approve / Reject.
 */
export function JoinRequestsButton({ league }: { league: LeagueDetail }) {
  const [open, setOpen] = useState(false);
  if (!league.abilities.canManageJoinRequests) return null;
  const count = league.pendingJoinRequestCount;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserCheckIcon aria-hidden />
          Join Requests
          {count > 0 ? (
            <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] font-bold text-white">
              {count}
              <span className="sr-only"> pending</span>
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      {open ? <JoinRequestsDialog leagueId={league.id} leagueName={league.name} /> : null}
    </Dialog>
  );
}

function JoinRequestsDialog({ leagueId, leagueName }: { leagueId: string; leagueName: string }) {
  const requests = useLeagueJoinRequests(leagueId, true);
  return (
    <DialogContent title="Join Requests" description={`Players asking to join ${leagueName}.`}>
      {requests.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading requests...
        </p>
      ) : requests.isError ? (
        <LoadError
          message={gameMessages.requestsLoadFailed}
          onRetry={() => void requests.refetch()}
          retrying={requests.isFetching}
        />
      ) : requests.data.length === 0 ? (
        <EmptyState
          icon={InboxIcon}
          title="No pending requests"
          detail="New requests to join show up here."
        />
      ) : (
        <ul aria-label="Pending join requests" className="grid gap-3">
          {requests.data.map((request) => (
            <JoinRequestRow key={request.id} leagueId={leagueId} request={request} />
          ))}
        </ul>
      )}
    </DialogContent>
  );
}

function JoinRequestRow({ leagueId, request }: { leagueId: string; request: LeagueJoinRequest }) {
  const answer = useAnswerLeagueJoinRequest(leagueId);
  const name = request.user.name ?? UNKNOWN_PLAYER;
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex items-start gap-3">
        <PlayerAvatar name={request.user.name} avatarUrl={request.user.avatarUrl} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{name}</p>
          <p className="text-xs text-muted-foreground">{relativeTime(request.createdAt)}</p>
          {request.message ? (
            <p className="mt-1 text-sm break-words whitespace-pre-line">{request.message}</p>
          ) : null}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ requestId: request.id, status: 'rejected' })}
        >
          <XIcon aria-hidden />
          Reject<span className="sr-only"> {name}</span>
        </Button>
        <Button
          size="sm"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ requestId: request.id, status: 'approved' })}
        >
          <CheckIcon aria-hidden />
          Approve<span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}
