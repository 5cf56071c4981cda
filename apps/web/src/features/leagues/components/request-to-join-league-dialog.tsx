import { RequestToJoinDialog } from '../../../components/join-requests/request-to-join-dialog.tsx';
import { useRequestToJoinLeague } from '../api/request-to-join-league.ts';

type RequestToJoinLeagueDialogProps = {
  leagueId: string;
  leagueName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** Asks the creator of a private league to let the viewer in, with an optional, content-checked message. */
export function RequestToJoinLeagueDialog({
  leagueId,
  leagueName,
  open,
  onOpenChange,
}: RequestToJoinLeagueDialogProps) {
  const request = useRequestToJoinLeague(leagueId);
  return (
    <RequestToJoinDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request to Join League"
      description={
        <>
          <span className="font-semibold text-foreground">{leagueName}</span> is private: its creator decides
          who joins.
        </>
      }
      messageLabel="Message to the creator (optional)"
      placeholder="Say hello, or tell the creator a little about how you play"
      checkMessage={async (message) => {
        // Its schema loads on the first send, not with the league's page.
        const { leagueJoinRequestInput } = await import('@rally/shared/leagues/leagues.schemas');
        return leagueJoinRequestInput.safeParse({ message });
      }}
      request={request}
    />
  );
}
