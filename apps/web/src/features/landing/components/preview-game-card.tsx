import { CalendarIcon, MapPinIcon, NavigationIcon, UsersIcon } from 'lucide-react';
import { PREVIEW_SPORT } from '../lib/featured-sports.ts';
import { SportBadgeIcon } from './sport-badge-icon.tsx';

const PLAYERS = ['M', 'J', 'A'] as const;

/**
 * A game card as the Find Games list shows one, in static markup for the illustration (a landing
 * page cannot import the games feature, and has no game to show). Not a link: nothing here acts.
 */
export function PreviewGameCard() {
  const sport = PREVIEW_SPORT;
  return (
    <div className="flex gap-3 rounded-xl border bg-card p-3.5 text-card-foreground shadow-lg">
      <span
        className="flex size-11 shrink-0 items-center justify-center rounded-lg text-2xl"
        style={{ backgroundColor: sport.color }}
      >
        <SportBadgeIcon sport={sport} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="font-bold leading-snug">Saturday Pickup Hoops</p>
          <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
            3 spots left
          </span>
        </div>
        <p className="text-sm font-medium">{sport.label}</p>
        <ul className="mt-1.5 grid gap-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <CalendarIcon className="size-4 shrink-0" />
            Sat · 10:00 AM
          </li>
          <li className="flex items-center gap-2">
            <MapPinIcon className="size-4 shrink-0" />
            <span className="truncate">Riverside Park Courts</span>
            <span className="flex shrink-0 items-center gap-1">
              <NavigationIcon className="size-3" />
              0.8 mi
            </span>
          </li>
        </ul>
        <div className="mt-2.5 flex items-center justify-between gap-2">
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <span className="flex -space-x-2">
              {PLAYERS.map((initial) => (
                <span
                  key={initial}
                  className="flex size-7 items-center justify-center rounded-full border-2 border-card bg-accent text-xs font-bold text-accent-foreground"
                >
                  {initial}
                </span>
              ))}
            </span>
            <UsersIcon className="size-4 shrink-0" />
            7/10
          </span>
          <span className="rounded-lg bg-primary px-3 py-1.5 text-sm font-semibold text-primary-foreground">
            Join Game
          </span>
        </div>
      </div>
    </div>
  );
}
