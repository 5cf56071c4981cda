import { dashboardMessages } from '@rally/shared/dashboard/dashboard.messages';
import type { GameSummary } from '@rally/shared/games/games.schemas';
import { sportInfo } from '@rally/shared/sports';
import { CalendarIcon, MapPinIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FairPlayBadge } from '../../../components/fair-play-badge.tsx';
import { GameDecisionStatus } from '../../../components/game-decision-status.tsx';
import { SportDisc } from '../../../components/sport-disc.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatZonedWhen } from '../../../lib/time-zone.ts';
import { useViewerTimeZone } from '../../../lib/use-viewer-time-zone.ts';
import { useViewerLocale } from '../../../lib/viewer-locale.ts';

/** The game's date and time as its players there read them, with its zone when not the viewer's. */
function GameWhen({ game }: { game: GameSummary }) {
  const viewerZone = useViewerTimeZone();
  const locale = useViewerLocale();
  return <time dateTime={game.startsAt}>{formatZonedWhen(game, { year: false, viewerZone, locale })}</time>;
}

/**
 * The viewer's next games as cards, each opening the game; or the spec's empty state, which then offers
 * the games for you (`suggestions`) to join in one tap, above Create Game.
 */
export function UpcomingGames({
  games,
  suggestions,
}: {
  games: readonly GameSummary[];
  suggestions?: ReactNode;
}) {
  if (games.length === 0) {
    return (
      <div className="grid gap-4">
        <EmptyState
          bordered
          icon={CalendarIcon}
          title={dashboardMessages.noUpcomingTitle}
          detail={
            suggestions
              ? `${dashboardMessages.noUpcomingDetail} These games near you have room:`
              : dashboardMessages.noUpcomingDetail
          }
          action={
            suggestions ? null : (
              <Link to={paths.create.getHref()} className={buttonVariants()}>
                {dashboardMessages.createGame}
              </Link>
            )
          }
        />
        {suggestions ? (
          <>
            {suggestions}
            <p className="text-center text-sm text-muted-foreground">
              None of these?{' '}
              <Link to={paths.create.getHref()} className={buttonVariants({ variant: 'link' })}>
                {dashboardMessages.createGame}
              </Link>
            </p>
          </>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {games.map((game) => {
        const sport = sportInfo(game.sport);
        return (
          <li key={game.id}>
            <Link
              to={paths.game.getHref(game.id)}
              className="grid gap-2 rounded-lg border bg-card p-4 outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60"
            >
              <span className="flex items-center gap-3">
                <SportDisc sport={game.sport} />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{game.title}</span>
                  <span className="block text-sm text-muted-foreground">
                    {sport.label}
                    {game.relation === 'host' ? ' · You host' : ''}
                  </span>
                </span>
              </span>
              <span className="grid gap-1 text-sm text-muted-foreground">
                <span className="flex items-center gap-1.5">
                  <CalendarIcon aria-hidden className="size-4 shrink-0" />
                  <GameWhen game={game} />
                </span>
                <span className="flex min-w-0 items-center gap-1.5">
                  <MapPinIcon aria-hidden className="size-4 shrink-0" />
                  <span className="truncate">{game.location}</span>
                </span>
                <span className="flex items-center gap-1.5">
                  <UsersIcon aria-hidden className="size-4 shrink-0" />
                  {game.playersJoined}/{game.maxPlayers} players
                </span>
              </span>
              {game.relation === 'host' ? null : (
                <FairPlayBadge level={game.hostFairPlayLevel} leadIn="Host's fair play" className="w-fit" />
              )}
              {game.decision?.state === 'called-off' ? <GameDecisionStatus game={game} /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
