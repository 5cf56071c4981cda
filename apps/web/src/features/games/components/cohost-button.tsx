import type { GameDetail } from '@rally/shared/games/games.schemas';
import { ShieldMinusIcon, ShieldPlusIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useMakeCohost, useUnmakeCohost } from '../api/cohosts.ts';

type Participant = GameDetail['participants'][number];

/** The host's "Make co-host" / "Remove co-host" on a player's roster row, naming the player. */
export function CohostButton({
  gameId,
  player,
  name,
}: {
  gameId: string;
  player: Participant;
  name: string;
}) {
  const make = useMakeCohost(gameId);
  const unmake = useUnmakeCohost(gameId);
  if (player.isCohost)
    return (
      <Button variant="ghost" size="sm" disabled={unmake.isPending} onClick={() => unmake.mutate(player.id)}>
        <ShieldMinusIcon aria-hidden />
        Remove co-host<span className="sr-only"> {name}</span>
      </Button>
    );
  return (
    <Button variant="ghost" size="sm" disabled={make.isPending} onClick={() => make.mutate(player.id)}>
      <ShieldPlusIcon aria-hidden />
      Make co-host<span className="sr-only"> {name}</span>
    </Button>
  );
}
