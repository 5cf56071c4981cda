import { gameMessages } from '@rally/shared/games/games.messages';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import { sportInfo } from '@rally/shared/sports';
import { LockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { SportIcon } from '../../../components/sport-icon/sport-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { useGame } from '../api/get-game.ts';
import {
  GameLoading,
  GameNotFound,
  GamePageBackLink,
  isGameMissing,
} from '../components/game-load-states.tsx';
import { GameDetailsCard, GameSummaryCard, PlayersCard } from '../components/my-game-cards.tsx';
import { useLiveGame } from '../hooks/use-live-game.ts';
import { formatMiles } from '../lib/game-choices.ts';
import { genderBadge, sportBarClass } from '../lib/game-look.ts';

/** /my-games/{id} (spec document 2 §2): the simpler page of one of the viewer's own games. */
export function MyGameDetailPage({ gameId }: { gameId: string }) {
  const game = useGame(gameId);
  const { cancelled } = useLiveGame(gameId, game.data?.relation);
  const missing = cancelled || isGameMissing(game.error);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6">
      <GamePageBackLink to={paths.myGames.getHref()}>Back to My Games</GamePageBackLink>
      {missing ? (
        <GameNotFound
          detail={cancelled ? 'The host cancelled this game.' : 'This game may have been cancelled.'}
          action={{ to: paths.myGames.getHref(), label: 'Go to My Games' }}
        />
      ) : game.isPending ? (
        <GameLoading />
      ) : game.isError ? (
        <LoadError
          message={gameMessages.loadFailed}
          onRetry={() => void game.refetch()}
          retrying={game.isFetching}
        />
      ) : (
        <MyGame game={game.data} />
      )}
    </div>
  );
}

function MyGame({ game }: { game: GameDetail }) {
  const sport = sportInfo(game.sport);
  const gender = genderBadge(game.gender);
  return (
    <>
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <div
          data-testid="sport-bar"
          className={cn('flex items-center gap-3 px-5 py-4', sportBarClass(game.sport))}
        >
          <SportIcon sport={sport.name} className="text-3xl" />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide uppercase">{sport.label}</p>
            <h1 className="truncate text-2xl font-bold">{game.title}</h1>
          </div>
        </div>
        <div className="grid gap-3 px-5 py-4">
          <ul aria-label="About this game" className="flex flex-wrap gap-2">
            {game.isPrivate ? (
              <li>
                <Badge variant="secondary">
                  <LockIcon aria-hidden className="size-3" />
                  Private Game
                </Badge>
              </li>
            ) : null}
            {game.completed ? (
              <li>
                <Badge variant="outline">Completed</Badge>
              </li>
            ) : null}
            {game.relation === 'host' ? (
              <li>
                <Badge variant="accent">You Hosted</Badge>
              </li>
            ) : null}
            {game.distanceMiles !== null ? (
              <li>
                <Badge variant="outline">{formatMiles(game.distanceMiles)} away</Badge>
              </li>
            ) : null}
            <li>
              <Badge className={gender.className}>{gender.label}</Badge>
            </li>
          </ul>
          <p className="text-sm text-muted-foreground">
            Hosted by{' '}
            <span className="font-semibold text-foreground">{game.host.name ?? UNKNOWN_PLAYER}</span>
          </p>
          <Link
            to={paths.game.getHref(game.id)}
            className="w-fit text-sm font-semibold text-primary hover:underline"
          >
            Open the full game page
          </Link>
        </div>
      </div>
      <GameDetailsCard game={game} />
      <PlayersCard game={game} />
      {game.completed ? <GameSummaryCard game={game} /> : null}
    </>
  );
}
