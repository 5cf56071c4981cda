import { gameMessages } from '@rally/shared/games/games.messages';
import type { LeagueDetail, LeagueJoinRequest } from '@rally/shared/leagues/leagues.schemas';
import { InboxIcon, UserCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { JoinRequestRow } from '../../../components/join-request-row.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAnswerLeagueJoinRequest } from '../api/answer-league-join-request.ts';
import { useLeagueJoinRequests } from '../api/get-league-join-requests.ts';

/**
 * The creator's Join Requests (private leagues only): a dialog of pending requests, newest first,
 * each with what is known of the player (skill, games played, sportsmanship), their message and
 * Approve / Reject.
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
      {open ? (
        <JoinRequestsDialog leagueId={league.id} leagueName={league.name} sport={league.sport} />
      ) : null}
    </Dialog>
  );
}

function JoinRequestsDialog({
  leagueId,
  leagueName,
  sport,
}: {
  leagueId: string;
  leagueName: string;
  sport: string;
}) {
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
        <ul aria-label="Pending join requests" className="divide-y">
          {requests.data.map((request) => (
            <RequestRow key={request.id} leagueId={leagueId} sport={sport} request={request} />
          ))}
        </ul>
      )}
    </DialogContent>
  );
}

function RequestRow({
  leagueId,
  sport,
  request,
}: {
  leagueId: string;
  sport: string;
  request: LeagueJoinRequest;
}) {
  const answer = useAnswerLeagueJoinRequest(leagueId);
  return (
    <JoinRequestRow
      request={request}
      sport={sport}
      answering={answer.isPending}
      onAnswer={(status) => answer.mutate({ requestId: request.id, status })}
    />
  );
}
