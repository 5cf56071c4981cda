import { gameMessages } from '@rally/shared/games/games.messages';
import type { GameList } from '@rally/shared/games/games.schemas';
import { SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useDistanceFormat } from '../../../lib/distance-unit.ts';
import type { LatLng } from '../../../lib/player-place.ts';
import { loadedGames, type useGames } from '../api/get-games.ts';
import type { FindDistance } from '../lib/find-state.ts';
import { FindGamesForYou } from './find-games-for-you.tsx';
import { GameCard } from './game-card.tsx';

type GamesListProps = {
  query: ReturnType<typeof useGames>;
  /** The radius asked for, to say so when the list widened past it. */
  distance: FindDistance;
  /** Where the player is: the games for you under an empty list are near there. */
  near: LatLng | null;
};

/** "No games within 5 mi — showing games within 50 mi", in the player's unit. */
export function widenedText(
  asked: FindDistance,
  widenedTo: GameList['widenedTo'],
  distance: (miles: number) => string,
): string | null {
  if (widenedTo === null || asked === 'any') return null;
  const showing =
    widenedTo === 'any' ? 'showing games at any distance' : `showing games within ${distance(widenedTo)}`;
  return `No games within ${distance(asked)} — ${showing}`;
}

/** The list view of /find: its loading, error, empty and list states (spec document 2 §2), and paging. */
export function GamesList({ query, distance: asked, near }: GamesListProps) {
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    query;
  const { distance } = useDistanceFormat();
  const games = loadedGames(data);

  if (isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        {gameMessages.loadingGames}
      </p>
    );
  }
  if (isError) {
    return <LoadError message={gameMessages.listFailed} onRetry={() => refetch()} retrying={isRefetching} />;
  }
  const first = data.pages[0];
  const widened = first ? widenedText(asked, first.widenedTo, distance) : null;
  if (games.length === 0) {
    const anyGames = first?.anyGames ?? false;
    return (
      <>
        <EmptyState
          bordered
          icon={SearchXIcon}
          title={gameMessages.noGamesTitle}
          detail={anyGames ? gameMessages.noGamesFiltered : gameMessages.noGamesAtAll}
          action={
            anyGames ? null : (
              <Button asChild>
                <Link to={paths.create.getHref()}>Create Game</Link>
              </Button>
            )
          }
        />
        <FindGamesForYou near={near} />
      </>
    );
  }
  return (
    <>
      {widened ? (
        <p role="status" className="mb-3 rounded-lg border bg-muted/50 px-3 py-2 text-sm">
          {widened}
        </p>
      ) : null}
      <ul aria-label="Games" className="grid gap-3 lg:grid-cols-2">
        {games.map((game) => (
          <li key={game.id}>
            <GameCard game={game} className="h-full" />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div className="flex justify-center p-4">
          {/* A button, not scroll-triggered loading: reachable by keyboard, and the list ends where it says. */}
          <Button variant="outline" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading more games...' : 'Load more games'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
