import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { CheckIcon, SwordsIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/confirm-action.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useCancelLeagueGame } from '../api/cancel-league-game.ts';
import { useLeagueGameRequests } from '../api/get-league-game-requests.ts';
import { useRespondLeagueGameRequest } from '../api/respond-league-game-request.ts';
import { LeagueGameCard } from './league-game-card.tsx';
import { ReportResultDialog } from './report-result-dialog.tsx';

/** The creator's Game Requests button, with how many requests wait for an answer, and its dialog. */
export function GameRequestsButton({ league }: { league: LeagueDetail }) {
  const [open, setOpen] = useState(false);
  if (!league.abilities.canManageGames) return null;
  const pending = league.pendingGameRequestCount;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <SwordsIcon aria-hidden />
          {leagueMessages.requestTitle}
          {pending > 0 ? (
            <Badge>
              {pending}
              <span className="sr-only"> pending</span>
            </Badge>
          ) : null}
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent
          title={leagueMessages.requestTitle}
          description="Games this league asked for or was asked to play."
          className="max-w-2xl"
        >
          <GameRequestList leagueId={league.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function GameRequestList({ leagueId }: { leagueId: string }) {
  const { data, isPending, isError, refetch, isRefetching } = useLeagueGameRequests(leagueId);
  const respond = useRespondLeagueGameRequest(leagueId);
  const cancel = useCancelLeagueGame(leagueId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading game requests...</p>;
  if (isError) {
    return (
      <LoadError
        message={leagueMessages.gameRequestsLoadFailed}
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        icon={SwordsIcon}
        title="No game requests"
        detail="Requests to play other leagues, sent or received, appear here."
      />
    );
  }
  return (
    <ul aria-label="Game requests" className="flex flex-col gap-3">
      {data.map((request) => (
        <LeagueGameCard key={request.id} request={request} leagueId={leagueId} variant="request">
          {request.canRespond ? (
            <>
              <Button
                size="sm"
                disabled={respond.isPending}
                onClick={() => respond.mutate({ requestId: request.id, status: 'approved' })}
              >
                <CheckIcon aria-hidden />
                Approve<span className="sr-only"> {request.title}</span>
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={respond.isPending}
                onClick={() => respond.mutate({ requestId: request.id, status: 'rejected' })}
              >
                <XIcon aria-hidden />
                Reject<span className="sr-only"> {request.title}</span>
              </Button>
            </>
          ) : null}
          {request.canReport ? <ReportResultDialog leagueId={leagueId} request={request} /> : null}
          {request.canCancel ? (
            <ConfirmAction
              trigger={
                <Button size="sm" variant="outline">
                  Cancel Game<span className="sr-only"> {request.title}</span>
                </Button>
              }
              title="Cancel this league game?"
              description={`"${request.title}" will be cancelled for both leagues, and its game with it.`}
              confirmLabel="Cancel Game"
              pending={cancel.isPending}
              onConfirm={() => cancel.mutate(request.id)}
            />
          ) : null}
        </LeagueGameCard>
      ))}
    </ul>
  );
}
