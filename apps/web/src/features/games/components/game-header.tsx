import { type GameDetail, LOW_SPOTS_MAX } from '@rally/shared/games/games.schemas';
import { sportInfo } from '@rally/shared/sports';
import { AlertTriangleIcon, CalendarIcon, ClockIcon, LockIcon, MapPinIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { SportIcon } from '../../../components/sport-icon/sport-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatMiles, genderLabels, skillLevelLabels } from '../lib/game-choices.ts';
import { spotsNotice, venueCostText } from '../lib/game-look.ts';
import { formatGameDate, formatGameTime, zoneLabel } from '../lib/game-when.ts';

/**
 * A game's header (spec document 2 §2): sport, title, its state (Private, Completed, Game Full or the
 * low-spots warning), and every fact a player decides on, with the time as the host set it.
 */
export function GameHeader({ game }: { game: GameDetail }) {
  const sport = sportInfo(game.sport);
  const notice = game.completed ? null : spotsNotice(game.spotsLeft, LOW_SPOTS_MAX);
  const zone = zoneLabel(game.timeZone, game.startsAt);
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className="inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold text-white"
            style={{ backgroundColor: sport.color }}
          >
            <SportIcon sport={sport.name} />
            {sport.label}
          </span>
          {game.isPrivate ? (
            <Badge variant="secondary">
              <LockIcon aria-hidden className="size-3" />
              Private Game
            </Badge>
          ) : null}
          {game.completed ? <Badge variant="outline">Completed</Badge> : null}
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{game.title}</h1>
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
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Fact icon={<CalendarIcon aria-hidden />} label="Date">
            {formatGameDate(game.date)}
          </Fact>
          <Fact icon={<ClockIcon aria-hidden />} label="Time">
            {formatGameTime(game.time)}
            {game.timeZone !== viewerZone ? ` ${zone}` : ''}
          </Fact>
          <Fact icon={<MapPinIcon aria-hidden />} label="Location">
            {game.location}
            {game.distanceMiles !== null ? (
              <span className="text-muted-foreground"> · {formatMiles(game.distanceMiles)} away</span>
            ) : null}
          </Fact>
          <Fact icon={<UsersIcon aria-hidden />} label="Players">
            {game.playersJoined} of {game.maxPlayers} players joined
          </Fact>
          <Fact label="Host">
            <Link
              className="font-semibold text-primary hover:underline"
              to={paths.userProfile.getHref(game.host.id)}
            >
              {game.host.name ?? UNKNOWN_PLAYER}
            </Link>
          </Fact>
          <Fact label="Skill level">{skillLevelLabels[game.skillLevel]}</Fact>
          <Fact label="Gender">{genderLabels[game.gender]}</Fact>
          <Fact label="Venue cost">{venueCostText(game.venueCost, game.costAmount)}</Fact>
        </dl>
        {game.description ? (
          <div>
            <h2 className="text-sm font-semibold">About this game</h2>
            <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">{game.description}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Fact({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  // The icon sits inside the term, so the list holds only dt/dd pairs in their div.
  return (
    <div className="relative pl-6 [&_svg]:absolute [&_svg]:top-0.5 [&_svg]:left-0 [&_svg]:size-4 [&_svg]:text-muted-foreground">
      <dt className="text-xs font-medium text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
