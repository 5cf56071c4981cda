import type { MyGame } from '@rally/shared/games/games.schemas';
import { CalendarPlusIcon, HistoryIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { type MyGamesScope, useMyGames } from '../api/get-my-games.ts';
import { useLiveMyGames } from '../hooks/use-live-my-games.ts';
import { MyGameCard } from './my-game-card.tsx';

export const MY_GAMES_LOAD_FAILED = 'Failed to load your games';

/** One tab of My Games: loading, error with retry, empty (with where to go next) and the list. */
export function MyGamesList({ scope }: { scope: MyGamesScope }) {
  const games = useMyGames(scope);
  useLiveMyGames(scope);
  if (games.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-muted-foreground">
        Loading your games...
      </p>
    );
  }
  if (games.isError) {
    return (
      <LoadError
        message={MY_GAMES_LOAD_FAILED}
        onRetry={() => void games.refetch()}
        retrying={games.isFetching}
      />
    );
  }
  const seen = new Set<string>();
  const list: MyGame[] = games.data.pages.flatMap((page) =>
    page.games.filter((game) => !seen.has(game.id) && seen.add(game.id)),
  );
  if (list.length === 0) {
    return scope === 'upcoming' ? (
      <EmptyState
        bordered
        icon={CalendarPlusIcon}
        title="No upcoming games"
        detail="Games you host or join show up here. Find a game nearby, or start your own."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to={paths.find.getHref()}>Find Games</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.create.getHref()}>Create Game</Link>
            </Button>
          </div>
        }
      />
    ) : (
      <EmptyState
        bordered
        icon={HistoryIcon}
        title="No past games yet"
        detail="Once a game you hosted or joined has been played, it shows up here, ready to rate and review."
      />
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label={scope === 'upcoming' ? 'Upcoming games' : 'Past games'} className="grid gap-3">
        {list.map((game) => (
          <li key={game.id}>
            <MyGameCard game={game} />
          </li>
        ))}
      </ul>
      {games.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={games.isFetchingNextPage}
          onClick={() => void games.fetchNextPage()}
        >
          {games.isFetchingNextPage ? 'Loading...' : 'Load more games'}
        </Button>
      ) : null}
    </div>
  );
}
