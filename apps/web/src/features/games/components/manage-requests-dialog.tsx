import { gameMessages } from '@rally/shared/games/games.messages';
import type { JoinRequest } from '@rally/shared/games/games.schemas';
import { InboxIcon } from 'lucide-react';
import { JoinRequestRow } from '../../../components/join-request-row.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAnswerJoinRequest } from '../api/answer-join-request.ts';
import { useJoinRequests } from '../api/get-join-requests.ts';

type ManageRequestsDialogProps = {
  gameId: string;
  /** The game's sport: each requester's record is in it. */
  sport: string;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * The host's join requests for a private game, pending first, each with what is known of the player
 * (skill, games played, sportsmanship): Approve adds the player, Reject declines.
 */
export function ManageRequestsDialog({ gameId, sport, open, onOpenChange }: ManageRequestsDialogProps) {
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
              <RequestRow key={request.id} gameId={gameId} sport={sport} request={request} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RequestRow({ gameId, sport, request }: { gameId: string; sport: string; request: JoinRequest }) {
  const answer = useAnswerJoinRequest(gameId);
  return (
    <JoinRequestRow
      request={request}
      sport={sport}
      answering={answer.isPending}
      onAnswer={(status) => answer.mutate({ requestId: request.id, status })}
    />
  );
}
