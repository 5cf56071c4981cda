import type { GameSummary } from '@rally/shared/games/games.schemas';
import { sportInfo } from '@rally/shared/sports';
import { CalendarIcon, MapPinIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDistanceFormat } from '../../lib/distance-unit.ts';
import { formatZonedWhen } from '../../lib/time-zone.ts';
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone.ts';
import { useViewerLocale } from '../../lib/viewer-locale.ts';
import { FairPlayBadge } from '../fair-play-badge.tsx';
import { SportDisc } from '../sport-disc.tsx';
import { Button } from '../ui/button.tsx';

const spots = (left: number) => `${left} ${left === 1 ? 'spot' : 'spots'} left`;

/** A suggested game: what, when, where and how far, and one tap to join it (or ask, when it needs approval). */
export function GameForYouCard({
  game,
  onJoin,
  joining,
}: {
  game: GameSummary;
  onJoin: (game: GameSummary) => void;
  joining: boolean;
}) {
  const { distance } = useDistanceFormat();
  const sport = sportInfo(game.sport);
  const viewerZone = useViewerTimeZone();
  const locale = useViewerLocale();
  const action = game.isPrivate ? 'Request' : 'Join';
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-center gap-3">
        <SportDisc sport={game.sport} />
        <div className="min-w-0">
          <h3 className="truncate font-semibold">
            <Link
              to={paths.game.getHref(game.id)}
              className="rounded-sm outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
            >
              {game.title}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{sport.label}</p>
        </div>
      </div>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <CalendarIcon aria-hidden className="size-4 shrink-0" />
          <time dateTime={game.startsAt}>{formatZonedWhen(game, { year: false, viewerZone, locale })}</time>
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <MapPinIcon aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{game.location}</span>
          {game.distanceMiles !== null ? (
            <span className="shrink-0">
              · {distance(game.distanceMiles)}
              <span className="sr-only"> away</span>
            </span>
          ) : null}
        </li>
        <li className="flex items-center gap-1.5">
          <UsersIcon aria-hidden className="size-4 shrink-0" />
          {game.playersJoined}/{game.maxPlayers} players · {spots(game.spotsLeft)}
        </li>
      </ul>
      <FairPlayBadge level={game.hostFairPlayLevel} leadIn="Host's fair play" className="w-fit" />
      <Button className="mt-auto" onClick={() => onJoin(game)} disabled={joining}>
        {joining ? (game.isPrivate ? 'Sending...' : 'Joining...') : action}
        <span className="sr-only"> {game.title}</span>
      </Button>
    </article>
  );
}
