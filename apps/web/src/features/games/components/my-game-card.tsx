import type { MyGame } from '@rally/shared/games/games.schemas';
import { sportInfo } from '@rally/shared/sports';
import { CalendarIcon, LockIcon, MapPinIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FairPlayBadge } from '../../../components/fair-play-badge.tsx';
import { GameDecisionStatus } from '../../../components/game-decision-status.tsx';
import { SportIcon } from '../../../components/sport-icon/sport-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { formatZonedWhen } from '../../../lib/time-zone.ts';
import { hostBadgeText, sportBarClass } from '../lib/game-look.ts';
import { SeriesBadge } from './series-badge.tsx';
import { viewerResultText } from './viewer-result-text.ts';

/** One of the viewer's games in My Games: the sport's colour, when and where, and whether they host it, with the time as the host set it. */
export function MyGameCard({ game }: { game: MyGame }) {
  const sport = sportInfo(game.sport);
  return (
    <Link
      to={paths.myGame.getHref(game.id)}
      className="group flex overflow-hidden rounded-xl border bg-card shadow-sm outline-none transition-colors hover:bg-muted/50 focus-visible:ring-3 focus-visible:ring-ring/60"
    >
      <span aria-hidden className={cn('w-2 shrink-0', sportBarClass(game.sport))} />
      <div className="grid min-w-0 flex-1 gap-2 p-4">
        <div className="flex items-start gap-2">
          <SportIcon sport={sport.name} className="text-2xl" />
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-bold group-hover:underline">{game.title}</h3>
            <p className="text-xs text-muted-foreground">{sport.label}</p>
          </div>
          <div className="flex flex-wrap justify-end gap-1">
            {game.relation === 'host' ? <Badge variant="accent">{hostBadgeText(game)}</Badge> : null}
            {game.viewerResult ? (
              <Badge variant="outline">{viewerResultText(game.viewerResult)}</Badge>
            ) : null}
            <GameDecisionStatus game={game} />
            <SeriesBadge game={game} />
            {game.isPrivate ? (
              <Badge variant="secondary">
                <LockIcon aria-hidden className="size-3" />
                Private
              </Badge>
            ) : null}
          </div>
        </div>
        <ul className="grid gap-1 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
          <li className="flex items-center gap-2">
            <CalendarIcon aria-hidden />
            {formatZonedWhen(game)}
          </li>
          <li className="flex items-center gap-2">
            <MapPinIcon aria-hidden />
            <span className="truncate">{game.location}</span>
          </li>
          <li className="flex items-center gap-2">
            <UsersIcon aria-hidden />
            {game.playersJoined} of {game.maxPlayers} players joined
          </li>
        </ul>
        {game.relation === 'host' ? null : (
          <FairPlayBadge level={game.hostFairPlayLevel} leadIn="Host's fair play" className="w-fit" />
        )}
      </div>
    </Link>
  );
}
