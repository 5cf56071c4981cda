import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { PlayerAvatar, UNKNOWN_PLAYER } from './player-avatar.tsx';

/**
 * A player's avatar and name, the name linking to their profile (Unknown Player without a name):
 * the start of a roster row, whose container lays them out in a line. The name keeps at least 10rem
 * before it shortens, so on a phone the badges after it wrap to the next line rather than cutting it.
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
        className="min-w-40 flex-1 truncate font-semibold hover:underline"
      >
        {player.name ?? UNKNOWN_PLAYER}
      </Link>
    </>
  );
}
