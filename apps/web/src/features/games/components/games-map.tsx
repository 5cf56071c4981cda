import { gameMessages } from '@rally/shared/games/games.messages';
import type { GameSummary } from '@rally/shared/games/games.schemas';
import { sportInfo } from '@rally/shared/sports';
import { useMemo } from 'react';
import { GameMap } from '../../../components/map/game-map.tsx';
import type { MapMarker, MapPoint } from '../../../components/map/map-types.ts';
import { paths } from '../../../config/paths.ts';
import { formatZonedWhen } from '../../../lib/time-zone.ts';
import { GameCard } from './game-card.tsx';

/** How many games the compact list under the map shows (spec document 2 §2: the first two). */
const NEARBY_SHOWN = 2;

type GamesMapProps = {
  games: GameSummary[];
  /** Where distances are measured from: the map opens there when the games give no bounds. */
  origin: MapPoint | null;
};

/** The Map view of the Games tab: a pin per game with a known place (its popup opens the game), then Nearby Games. */
export function GamesMap({ games, origin }: GamesMapProps) {
  const markers = useMemo<MapMarker[]>(
    () =>
      games.flatMap((game) =>
        game.latitude !== null && game.longitude !== null
          ? [
              {
                id: game.id,
                latitude: game.latitude,
                longitude: game.longitude,
                title: game.title,
                detail: `${sportInfo(game.sport).label} · ${formatZonedWhen(game)} · ${game.playersJoined}/${game.maxPlayers} players`,
                href: paths.game.getHref(game.id),
                linkLabel: 'View game',
              },
            ]
          : [],
      ),
    [games],
  );
  const unplaced = games.length - markers.length;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <GameMap
          label="Map of games"
          markers={markers}
          {...(markers.length === 0 && origin ? { center: origin } : {})}
          className="h-56 sm:h-96"
        />
        {unplaced > 0 ? (
          <p className="text-sm text-muted-foreground">
            {unplaced} {unplaced === 1 ? 'game has' : 'games have'} no map position and{' '}
            {unplaced === 1 ? 'is' : 'are'} listed only.
          </p>
        ) : null}
      </div>
      <section aria-labelledby="nearby-games-heading" className="grid gap-3">
        <h2 id="nearby-games-heading" className="text-lg font-bold">
          Nearby Games
        </h2>
        {games.length === 0 ? (
          <p className="text-sm text-muted-foreground">{gameMessages.noGamesTitle}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {games.slice(0, NEARBY_SHOWN).map((game) => (
              <li key={game.id}>
                <GameCard game={game} compact className="h-full" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
