import { RELIABILITY_FORMULA_TEXT } from '@rally/shared/games/attendance-record';
import { JoinRequestsList } from '../../../components/join-requests/join-requests-list.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
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
 * (skill, games played, sportsmanship, attendance): Approve adds the player, Reject declines. The
 * description states how the reliability beside each name is worked out (issue 27 §2).
 */
export function ManageRequestsDialog({ gameId, sport, open, onOpenChange }: ManageRequestsDialogProps) {
  const requests = useJoinRequests(gameId, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Manage Join Requests"
        description={`Players asking to join this game. ${RELIABILITY_FORMULA_TEXT}`}
      >
        <JoinRequestsList
          requests={requests}
          sport={sport}
          useAnswer={useAnswerJoinRequest}
          thingId={gameId}
          texts={{
            loading: 'Loading join requests...',
            label: 'Join requests',
            emptyTitle: 'No join requests',
            emptyDetail: 'New requests will show here.',
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
