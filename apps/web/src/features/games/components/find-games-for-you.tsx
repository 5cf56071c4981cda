import {
  GAMES_FOR_YOU_TITLE,
  GamesForYouList,
} from '../../../components/games-for-you/games-for-you-list.tsx';
import { FIND_GAMES_FOR_YOU, useGamesForYou } from '../../../lib/games-for-you.ts';
import type { LatLng } from '../../../lib/player-place.ts';

/** Under an empty find list: the games near the player they could join now, each one tap away. */
export function FindGamesForYou({ near }: { near: LatLng | null }) {
  const forYou = useGamesForYou(near, FIND_GAMES_FOR_YOU);
  const games = forYou.data?.games ?? [];
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="find-games-for-you" className="mt-6 grid gap-3">
      <h2 id="find-games-for-you" className="text-lg font-bold">
        {GAMES_FOR_YOU_TITLE}
      </h2>
      <GamesForYouList games={games} />
    </section>
  );
}
