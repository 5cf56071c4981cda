import { gameMessages } from '@rally/shared/games/games.messages';
import { CalendarPlusIcon, CalendarXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useGame } from '../api/get-game.ts';
import { GameHeader } from '../components/game-header.tsx';
import {
  GameLoading,
  GameNotFound,
  GamePageBackLink,
  isGameMissing,
} from '../components/game-load-states.tsx';
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
  const { cancelled } = useLiveGame(gameId, game.data?.relation);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6">
      <GamePageBackLink to={paths.find.getHref()}>Back to Find Games</GamePageBackLink>
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
        <GameLoading />
      ) : game.isError ? (
        isGameMissing(game.error) ? (
          <GameNotFound
            detail="This game may have been cancelled, or the link is wrong."
            action={{ to: paths.find.getHref(), label: 'Find Games' }}
          />
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
