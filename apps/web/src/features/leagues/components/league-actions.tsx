import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { LogOutIcon, Trash2Icon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmAction } from '../../../components/confirm-action.tsx';
import { LeagueInviteDialog } from '../../../components/league-invite-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useDeleteLeague } from '../api/delete-league.ts';
import { useLeaveLeague } from '../api/leave-league.ts';
import { GameRequestsButton } from './game-requests-button.tsx';
import { JoinRequestsButton } from './join-requests-button.tsx';
import { LeagueJoinButton } from './league-join-button.tsx';

/**
 * What the viewer may do with the league, exactly as the server's abilities say: the creator's Join
 * Requests, Game Requests and Delete League; a member's Leave League; Invite Players for members; the
 * way in for everyone else.
 */
export function LeagueActions({ league }: { league: LeagueDetail }) {
  const { abilities } = league;
  const [inviting, setInviting] = useState(false);
  const showJoin =
    abilities.canJoin ||
    abilities.canRequest ||
    league.relation === 'requested' ||
    league.relation === 'rejected';
  return (
    <div className="flex flex-wrap gap-2">
      {showJoin ? <LeagueJoinButton league={league} /> : null}
      {abilities.canInvite ? (
        <Button variant="outline" onClick={() => setInviting(true)}>
          <UserPlusIcon aria-hidden />
          Invite Players
        </Button>
      ) : null}
      <JoinRequestsButton league={league} />
      <GameRequestsButton league={league} />
      {abilities.canLeave ? <LeaveLeagueButton league={league} /> : null}
      {abilities.canDelete ? <DeleteLeagueButton league={league} /> : null}
      {abilities.canInvite ? (
        <LeagueInviteDialog
          leagueId={league.id}
          leagueName={league.name}
          open={inviting}
          onOpenChange={setInviting}
        />
      ) : null}
    </div>
  );
}

function LeaveLeagueButton({ league }: { league: LeagueDetail }) {
  const leave = useLeaveLeague(league.id);
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline">
          <LogOutIcon aria-hidden />
          Leave League
        </Button>
      }
      title="Leave this league?"
      description={`You will no longer be a member of ${league.name}.`}
      confirmLabel="Leave League"
      cancelLabel="Stay"
      pending={leave.isPending}
      onConfirm={() => leave.mutate()}
    />
  );
}

function DeleteLeagueButton({ league }: { league: LeagueDetail }) {
  const navigate = useNavigate();
  const remove = useDeleteLeague(league.id);
  return (
    <ConfirmAction
      trigger={
        <Button variant="destructive">
          <Trash2Icon aria-hidden />
          Delete League
        </Button>
      }
      title="Delete this league?"
      description={`${league.name}, its members, requests, news and games between leagues are removed for good.`}
      confirmLabel="Delete League"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => void navigate(paths.leagues.getHref(), { replace: true }),
        })
      }
    />
  );
}
