import { gameMessages } from '@rally/shared/games/games.messages';
import { ArrowLeftIcon, CalendarPlusIcon, CalendarXIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useGame } from '../api/get-game.ts';
import { GameHeader } from '../components/game-header.tsx';
import { GameRoster } from '../components/game-roster.tsx';
import { HostTools } from '../components/host-tools.tsx';
import { JoinActions } from '../components/join-actions.tsx';
import { WaitlistCard } from '../components/waitlist-card.tsx';
import { WhatToExpectCard } from '../components/what-to-expect-card.tsx';
import { useLiveGame } from '../hooks/use-live-game.ts';

/**
 * /game/{id} (spec document 2 §2): one request draws the page, and the server's abilities decide
 * which actions show. The page follows the game live, and says so if it is cancelled meanwhile.
 */
export function GameDetailPage({ gameId }: { gameId: string }) {
  const game = useGame(gameId);
  const { cancelled } = useLiveGame(gameId);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6">
      <Button asChild variant="link" className="w-fit">
        <Link to={paths.find.getHref()}>
          <ArrowLeftIcon aria-hidden />
          Back to Find Games
        </Link>
      </Button>
      {cancelled ? (
        <EmptyState
          bordered
          icon={CalendarXIcon}
          title="This game was cancelled"
          detail="The host cancelled this game. Find another one to play."
          action={
            <Button asChild>
              <Link to={paths.find.getHref()}>Find Games</Link>
            </Button>
          }
        />
      ) : game.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-muted-foreground">
          Loading game details...
        </p>
      ) : game.isError ? (
        isApiError(game.error) && (game.error.status === 404 || game.error.status === 400) ? (
          <div className="rounded-xl border bg-card shadow-sm">
            <EmptyState
              icon={SearchXIcon}
              title={gameMessages.notFound}
              detail="This game may have been cancelled, or the link is wrong."
              action={
                <Button asChild>
                  <Link to={paths.find.getHref()}>Find Games</Link>
                </Button>
              }
            />
          </div>
        ) : (
          <LoadError
            message={gameMessages.loadFailed}
            onRetry={() => void game.refetch()}
            retrying={game.isFetching}
          />
        )
      ) : (
        <>
          <GameHeader game={game.data} />
          <JoinActions game={game.data} />
          {/* The calendar file: public games for anyone, private ones for their players (as the server allows). */}
          {!game.data.completed &&
          (!game.data.isPrivate || game.data.relation === 'host' || game.data.relation === 'participant') ? (
            <Button asChild variant="outline" className="w-fit">
              <a href={`/api/games/${encodeURIComponent(game.data.id)}/calendar.ics`} download>
                <CalendarPlusIcon aria-hidden />
                Add to calendar
              </a>
            </Button>
          ) : null}
          <HostTools game={game.data} />
          <WhatToExpectCard game={game.data} />
          {game.data.abilities.canSeeRoster ? <GameRoster game={game.data} /> : null}
          {game.data.relation === 'host' ? <WaitlistCard game={game.data} /> : null}
        </>
      )}
    </div>
  );
}
