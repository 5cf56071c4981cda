import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { UserCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { JoinRequestsList } from '../../../components/join-requests/join-requests-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
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
      <JoinRequestsList
        requests={requests}
        sport={sport}
        useAnswer={useAnswerLeagueJoinRequest}
        thingId={leagueId}
        texts={{
          loading: 'Loading requests...',
          label: 'Pending join requests',
          emptyTitle: 'No pending requests',
          emptyDetail: 'New requests to join show up here.',
        }}
      />
    </DialogContent>
  );
}
