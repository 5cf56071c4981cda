import { reviewMessages } from '@rally/shared/reviews/reviews.messages';
import type { ReviewGame } from '@rally/shared/reviews/reviews.schemas';
import { sportInfo } from '@rally/shared/sports';
import { CalendarIcon, MapPinIcon, UserIcon } from 'lucide-react';
import { SportDisc } from '../../../components/sport-disc.tsx';
import { formatWallClock } from '../../../lib/date-format.ts';
import { otherZoneLabel } from '../../../lib/time-zone.ts';
import { useViewerTimeZone } from '../../../lib/use-viewer-time-zone.ts';

/**
 * The game's wall-clock date and time, as its host set them in the game's own zone, with the zone's
 * name when it is not the viewer's.
 */
function localDateTime(
  game: Pick<ReviewGame, 'date' | 'time' | 'startsAt' | 'timeZone'>,
  viewerZone: string | null,
) {
  const day = formatWallClock(game, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const time = formatWallClock(game, { hour: 'numeric', minute: '2-digit' });
  const zone = otherZoneLabel(game, viewerZone);
  return `${day} at ${time}${zone ? ` ${zone}` : ''}`;
}

/** What the review page shows of the game: title, sport, date and time, location, host, description. */
export function ReviewGameHeader({ game }: { game: ReviewGame }) {
  const sport = sportInfo(game.sport);
  const viewerZone = useViewerTimeZone();
  return (
    <header className="grid gap-3">
      <div className="flex items-center gap-3">
        <SportDisc sport={game.sport} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words">{game.title}</h1>
          <p className="text-muted-foreground">{sport.label}</p>
        </div>
      </div>
      <ul className="grid gap-1.5 text-sm">
        <li className="flex items-center gap-2">
          <CalendarIcon aria-hidden className="size-4 text-muted-foreground" />
          <time dateTime={game.startsAt}>{localDateTime(game, viewerZone)}</time>
        </li>
        <li className="flex items-center gap-2">
          <MapPinIcon aria-hidden className="size-4 text-muted-foreground" />
          <span className="break-words">{game.location}</span>
        </li>
        <li className="flex items-center gap-2">
          <UserIcon aria-hidden className="size-4 text-muted-foreground" />
          <span>
            {reviewMessages.hostedBy} {game.host.name ?? 'Unknown Player'}
          </span>
        </li>
      </ul>
      {game.description ? <p className="whitespace-pre-line break-words">{game.description}</p> : null}
    </header>
  );
}
