import { LOW_SPOTS_MAX } from '@rally/shared/games/games.limits';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import { sportInfo } from '@rally/shared/sports';
import {
  AlertTriangleIcon,
  BanknoteIcon,
  CalendarIcon,
  ClockIcon,
  LockIcon,
  MapPinIcon,
  ShieldCheckIcon,
  UsersIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FairPlayBadge } from '../../../components/fair-play-badge.tsx';
import { UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { SportIcon } from '../../../components/sport-icon/sport-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { useDistanceFormat } from '../../../lib/distance-unit.ts';
import { formatZonedDate, formatZonedTime } from '../../../lib/time-zone.ts';
import { useViewerTimeZone } from '../../../lib/use-viewer-time-zone.ts';
import { useViewerLocale } from '../../../lib/viewer-locale.ts';
import { fairPlayRequirementSummary } from '../lib/fair-play-requirement-text.ts';
import { skillLevelLabels } from '../lib/game-choices.ts';
import { genderBadge, hostBadgeText, sportBarClass, spotsNotice, venueCostText } from '../lib/game-look.ts';
import { SeriesBadge } from './series-badge.tsx';

/**
 * A game's header (spec document 2 §2): the bar in the sport's colour with its title, the badges
 * (Private Game, Completed, the host's own, distance, gender), the spots warning, and every fact a
 * player decides on (the host's fair-play level and the record the game needs among them), with the
 * time as the host set it and its zone when it is not the viewer's.
 * `actions` (share, directions, calendar) sit under the facts.
 */
export function GameHeader({ game, actions }: { game: GameDetail; actions?: ReactNode }) {
  const { distance } = useDistanceFormat();
  // The server draws this page too: the viewer's zone is read after the first render.
  const viewerZone = useViewerTimeZone();
  const locale = useViewerLocale();
  const sport = sportInfo(game.sport);
  const gender = genderBadge(game.gender);
  const notice = game.completed ? null : spotsNotice(game.spotsLeft, LOW_SPOTS_MAX);
  const requirement = fairPlayRequirementSummary(game);
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <div
        data-testid="sport-bar"
        className={cn('flex items-center gap-3 px-5 py-4', sportBarClass(game.sport))}
      >
        <SportIcon sport={sport.name} className="text-3xl" />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide uppercase">{sport.label}</p>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{game.title}</h1>
        </div>
      </div>
      <div className="grid gap-4 px-5 py-4">
        <ul aria-label="About this game" className="flex flex-wrap gap-2">
          {game.isPrivate ? (
            <li>
              <Badge variant="secondary">
                <LockIcon aria-hidden className="size-3" />
                Private Game
              </Badge>
            </li>
          ) : null}
          {game.series ? (
            <li>
              <SeriesBadge game={game} />
            </li>
          ) : null}
          {game.completed ? (
            <li>
              <Badge variant="outline">Completed</Badge>
            </li>
          ) : null}
          {game.relation === 'host' ? (
            <li>
              <Badge variant="accent">{hostBadgeText(game)}</Badge>
            </li>
          ) : null}
          {game.viewer.isCohost ? (
            <li>
              <Badge variant="accent">You're a co-host</Badge>
            </li>
          ) : null}
          {game.distanceMiles !== null ? (
            <li>
              <Badge variant="outline">{distance(game.distanceMiles)} away</Badge>
            </li>
          ) : null}
          <li>
            <Badge className={gender.className}>{gender.label}</Badge>
          </li>
          <li>
            <FairPlayBadge level={game.hostFairPlayLevel} leadIn="Host's fair play" />
          </li>
        </ul>
        {notice ? (
          <p
            className={
              game.spotsLeft <= 0
                ? 'inline-flex w-fit items-center gap-2 rounded-lg bg-muted px-3 py-1.5 text-sm font-semibold'
                : 'inline-flex w-fit items-center gap-2 rounded-lg bg-amber-100 px-3 py-1.5 text-sm font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100'
            }
          >
            <AlertTriangleIcon aria-hidden className="size-4" />
            {notice}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <Fact icon={<CalendarIcon aria-hidden />} label="Date">
            {formatZonedDate(game, { locale })}
          </Fact>
          <Fact icon={<ClockIcon aria-hidden />} label="Time">
            {formatZonedTime(game, viewerZone, locale)}
          </Fact>
          <Fact icon={<MapPinIcon aria-hidden />} label="Location" wide>
            {game.location}
          </Fact>
          <Fact icon={<UsersIcon aria-hidden />} label="Players">
            {game.playersJoined} of {game.maxPlayers} players joined
          </Fact>
          <Fact label="Hosted by">
            <Link
              className="font-semibold text-primary hover:underline"
              to={paths.userProfile.getHref(game.host.id)}
            >
              {game.host.name ?? UNKNOWN_PLAYER}
            </Link>
          </Fact>
          <Fact label="Skill level">{skillLevelLabels[game.skillLevel]}</Fact>
          {requirement ? (
            <Fact icon={<ShieldCheckIcon aria-hidden />} label="Who can join" wide>
              {requirement}
            </Fact>
          ) : null}
          {/* The spec's own words carry the label ("Venue cost: $8", "Free venue"): no second one. */}
          <Fact icon={<BanknoteIcon aria-hidden />} label="Cost" hideLabel>
            {venueCostText(game.venueCost, game.costAmount)}
          </Fact>
        </dl>
        {game.description ? (
          <div>
            <h2 className="text-sm font-semibold">About this game</h2>
            <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">{game.description}</p>
          </div>
        ) : null}
        {actions}
      </div>
    </div>
  );
}

function Fact({
  icon,
  label,
  hideLabel = false,
  wide = false,
  children,
}: {
  icon?: ReactNode;
  label: string;
  hideLabel?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  // The icon sits inside the term, so the list holds only dt/dd pairs in their div.
  return (
    <div
      className={cn(
        'relative min-w-0 pl-6 [&_svg]:absolute [&_svg]:top-0.5 [&_svg]:left-0 [&_svg]:size-4 [&_svg]:text-muted-foreground',
        wide && 'col-span-2',
      )}
    >
      <dt className={cn('text-xs font-medium text-muted-foreground', hideLabel && '[&>span]:sr-only')}>
        {icon}
        <span>{label}</span>
      </dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
