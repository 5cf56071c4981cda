import type { GameDetail } from '@rally/shared/games/games.schemas';
import { Link } from 'react-router';
import { PlayerAvatar, UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useWaitlist } from '../api/get-waitlist.ts';
import { ordinal } from './join-actions.tsx';

/** The host's view of who waits for a spot, first in line first; the first takes the next free spot. */
export function WaitlistCard({ game }: { game: GameDetail }) {
  const waitlist = useWaitlist(game.id, game.waitlistCount > 0);
  if (game.waitlistCount === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Waitlist ({game.waitlistCount})</CardTitle>
      </CardHeader>
      <CardContent>
        {waitlist.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading the waitlist...
          </p>
        ) : waitlist.isError ? (
          <LoadError
            message="Failed to load the waitlist"
            onRetry={() => void waitlist.refetch()}
            retrying={waitlist.isFetching}
          />
        ) : (
          <ol aria-label="Waitlist" className="divide-y">
            {waitlist.data.map((player) => (
              <li key={player.id} className="flex items-center gap-3 py-3">
                <span className="w-10 text-sm font-semibold text-muted-foreground">
                  {ordinal(player.position)}
                </span>
                <PlayerAvatar name={player.name} avatarUrl={player.avatarUrl} size="sm" />
                <Link
                  to={paths.userProfile.getHref(player.id)}
                  className="min-w-0 flex-1 truncate font-medium hover:underline"
                >
                  {player.name ?? UNKNOWN_PLAYER}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
