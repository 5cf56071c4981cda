import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { LeagueRelation } from '@rally/shared/leagues/leagues.schemas';
import { ClockIcon, LockIcon, UserPlusIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useJoinLeague } from '../api/join-league.ts';
import { RequestToJoinLeagueDialog } from './request-to-join-league-dialog.tsx';

type LeagueJoinButtonProps = {
  league: { id: string; name: string; isPrivate: boolean; relation: LeagueRelation };
  className?: string;
};

/**
 * How a visitor gets into a league (spec document 2 §2): Join League for a public one, Request to Join
 * (a dialog) for a private one, then a disabled Request Pending, or Request Rejected once refused. The
 * relation comes from the server, so the pending state survives a reload.
 */
export function LeagueJoinButton({ league, className }: LeagueJoinButtonProps) {
  const join = useJoinLeague();
  const [requesting, setRequesting] = useState(false);

  if (league.relation === 'requested') {
    return (
      <Button variant="secondary" disabled className={className}>
        <ClockIcon aria-hidden />
        {leagueMessages.requestPending}
      </Button>
    );
  }
  if (league.relation === 'rejected') {
    return (
      <Button variant="secondary" disabled className={className}>
        <XCircleIcon aria-hidden />
        Request Rejected
      </Button>
    );
  }
  if (league.relation !== 'none') return null;
  if (!league.isPrivate) {
    return (
      <Button className={className} disabled={join.isPending} onClick={() => join.mutate(league.id)}>
        <UserPlusIcon aria-hidden />
        Join League
      </Button>
    );
  }
  return (
    <>
      <Button className={className} onClick={() => setRequesting(true)}>
        <LockIcon aria-hidden />
        Request to Join
      </Button>
      <RequestToJoinLeagueDialog
        leagueId={league.id}
        leagueName={league.name}
        open={requesting}
        onOpenChange={setRequesting}
      />
    </>
  );
}
