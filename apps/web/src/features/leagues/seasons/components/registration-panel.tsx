import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { useState } from 'react';
import { RequestToJoinDialog } from '../../../../components/join-requests/request-to-join-dialog.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useAskForPlacement, useWithdrawPlacementRequest } from '../api/season-rosters.ts';

/**
 * What registration offers a member on no team: the teams' cards carry "Join <team>"; this asks the
 * organisers to place them instead, with an optional message they read beside the request (a
 * position, a friend to play with), or withdraws that request. Nothing shows for anyone else.
 */
export function RegistrationPanel({ season }: { season: SeasonDetail }) {
  const [asking, setAsking] = useState(false);
  const ask = useAskForPlacement(season.id);
  const withdraw = useWithdrawPlacementRequest(season.id);
  const { viewer } = season;
  if (viewer.hasAskedForPlacement) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-muted/40 px-4 py-3">
        <p className="flex-1 text-sm">You asked the organisers to place you in a team.</p>
        <Button variant="outline" size="sm" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
          Cancel request
        </Button>
      </div>
    );
  }
  if (!viewer.can.askForPlacement) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-muted/40 px-4 py-3">
      <p className="flex-1 text-sm">
        Registration is open: join a team below, or let the organisers pick one for you.
      </p>
      <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
        Ask to be placed
      </Button>
      <RequestToJoinDialog
        open={asking}
        onOpenChange={setAsking}
        title="Ask to be placed"
        description={
          <>
            The organisers of <span className="font-semibold text-foreground">{season.name}</span> will put
            you in a team with room.
          </>
        }
        messageLabel="Message to the organisers (optional)"
        placeholder="Where you like to play, or who you'd like to play with"
        checkMessage={async (message) => {
          // Its schema loads on the first send, not with the season's page.
          const { placementRequestInput } = await import('@rally/shared/seasons/seasons.schemas');
          return placementRequestInput.safeParse({ message });
        }}
        request={ask}
      />
    </div>
  );
}
