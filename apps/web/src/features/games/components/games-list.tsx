import { gameMessages } from '@rally/shared/games/games.messages';
import { SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { loadedGames, type useGames } from '../api/get-games.ts';
import { GameCard } from './game-card.tsx';

/** The list view of /find: its loading, error, empty and list states (spec document 2 §2), and paging. */
export function GamesList({ query }: { query: ReturnType<typeof useGames> }) {
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    query;
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
  if (games.length === 0) {
    const anyGames = data.pages[0]?.anyGames ?? false;
    return (
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
    );
  }
  return (
    <>
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
