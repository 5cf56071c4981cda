import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { PlayerAvatar, UNKNOWN_PLAYER } from './player-avatar.tsx';

/**
 * A player's avatar and name, the name linking to their profile (Unknown Player without a name):
 * the start of a roster row, whose container lays them out in a line.
 */
export function PlayerIdentity({
  player,
}: {
  player: { id: string; name: string | null; avatarUrl: string | null };
}) {
  return (
    <>
      <PlayerAvatar name={player.name} avatarUrl={player.avatarUrl} />
      <Link
        to={paths.userProfile.getHref(player.id)}
        className="min-w-0 flex-1 truncate font-semibold hover:underline"
      >
        {player.name ?? UNKNOWN_PLAYER}
      </Link>
    </>
  );
}
