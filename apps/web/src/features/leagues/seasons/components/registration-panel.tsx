import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { Button } from '../../../../components/ui/button.tsx';
import { useAskForPlacement, useWithdrawPlacementRequest } from '../api/season-rosters.ts';

/**
 * What registration offers a member on no team: the teams' cards carry "Join <team>"; this asks the
 * organisers to place them instead, or withdraws that request. Nothing shows for anyone else.
 */
export function RegistrationPanel({ season }: { season: SeasonDetail }) {
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
      <Button variant="outline" size="sm" disabled={ask.isPending} onClick={() => ask.mutate({})}>
        Ask to be placed
      </Button>
    </div>
  );
}
