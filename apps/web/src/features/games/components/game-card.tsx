import type { GameSummary } from '@rally/shared/games/games.schemas';
import { sportInfo } from '@rally/shared/sports';
import { CalendarIcon, LockIcon, MapPinIcon, NavigationIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EligibilityBadge } from '../../../components/eligibility-badge.tsx';
import { FairPlayBadge } from '../../../components/fair-play-badge.tsx';
import { GameDecisionStatus } from '../../../components/game-decision-status.tsx';
import { SportIcon } from '../../../components/sport-icon/sport-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { useDistanceFormat } from '../../../lib/distance-unit.ts';
import { formatZonedWhen } from '../../../lib/time-zone.ts';
import { useViewerTimeZone } from '../../../lib/use-viewer-time-zone.ts';
import { useViewerLocale } from '../../../lib/viewer-locale.ts';
import { formatCost, genderLabels, skillLevelLabels } from '../lib/game-choices.ts';
import { SeriesBadge } from './series-badge.tsx';

type GameCardProps = {
  game: GameSummary;
  /** The smaller card under the map (Nearby Games): title, time, place and spots only. */
  compact?: boolean;
  className?: string;
};

const spotsText = (spotsLeft: number) =>
  spotsLeft <= 0 ? 'Game Full' : `${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left`;

/** A game in a list: the whole card opens its page; its date and time read as its host set them. */
export function GameCard({ game, compact = false, className }: GameCardProps) {
  const sport = sportInfo(game.sport);
  const { distance } = useDistanceFormat();
  // The server draws Find's list too: the viewer's zone is read after the first render.
  const viewerZone = useViewerTimeZone();
  const locale = useViewerLocale();
  return (
    <article
      className={cn(
        'relative flex gap-4 rounded-xl border bg-card p-4 shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-ring/50 hover:shadow-md',
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'flex shrink-0 items-center justify-center rounded-lg text-2xl',
          compact ? 'size-10' : 'size-12',
        )}
        style={{ backgroundColor: sport.color }}
      >
        <SportIcon sport={sport.name} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 font-bold leading-snug">
            {/* The link stretches over the card, so the whole card is one target and one tab stop. */}
            <Link
              to={paths.game.getHref(game.id)}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {game.title}
            </Link>
          </h3>
          <SeriesBadge game={game} className="shrink-0" />
          {game.isPrivate ? (
            <Badge variant="outline" className="shrink-0">
              <LockIcon className="size-3" aria-hidden />
              Private
            </Badge>
          ) : null}
        </div>
        <p className="text-sm font-medium">{sport.label}</p>
        {/* Marked even on the compact card: a game the player cannot join should never look open to them. */}
        <div className="mt-1 empty:hidden">
          <EligibilityBadge game={game} />
        </div>
        <GameDecisionStatus game={game} className="mt-1" />
        <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <CalendarIcon className="size-4 shrink-0" aria-hidden />
            <span>{formatZonedWhen(game, { viewerZone, locale })}</span>
          </li>
          <li className="flex items-center gap-2">
            <MapPinIcon className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{game.location}</span>
            {game.distanceMiles !== null ? (
              <span className="flex shrink-0 items-center gap-1">
                <NavigationIcon className="size-3" aria-hidden />
                {distance(game.distanceMiles)}
                <span className="sr-only"> away</span>
              </span>
            ) : null}
          </li>
          <li className="flex items-center gap-2">
            <UsersIcon className="size-4 shrink-0" aria-hidden />
            <span>
              {game.playersJoined}/{game.maxPlayers} players
            </span>
            <span aria-hidden>·</span>
            <span className={cn(game.spotsLeft <= 0 && 'font-semibold text-destructive')}>
              {spotsText(game.spotsLeft)}
            </span>
          </li>
        </ul>
        {compact ? null : (
          <div className="mt-3 flex flex-wrap gap-1.5">
            <Badge variant="secondary">{skillLevelLabels[game.skillLevel]}</Badge>
            <Badge variant="secondary">{genderLabels[game.gender]}</Badge>
            <Badge variant="secondary">
              {game.venueCost === 'free'
                ? 'Free'
                : game.costAmount !== null
                  ? formatCost(game.costAmount)
                  : 'Paid'}
            </Badge>
            {/* Who runs the game weighs on joining it: the host's level, not the viewer's own when hosting. */}
            {game.relation === 'host' ? null : (
              <FairPlayBadge level={game.hostFairPlayLevel} leadIn="Host's fair play" />
            )}
          </div>
        )}
      </div>
    </article>
  );
}
