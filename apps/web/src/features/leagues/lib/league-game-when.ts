import { format } from 'date-fns';
import { gameWallClock } from '../../../lib/game-wall-clock.ts';

/** The browser's IANA time zone, sent with a game request so the server can place its start in time. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today's date (yyyy-MM-dd) in the viewer's zone: the earliest a league game may be set for. */
export function todayInZone(now = new Date(), timeZone = browserTimeZone()): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A league game's date and time as its scheduler set them, in the game's own zone (so it reads as the
 * players there see it), with the zone's short name when it is not the viewer's.
 */
export function formatLeagueGameWhen(game: {
  date: string;
  time: string;
  timeZone: string;
  startsAt: string;
}): string {
  const when = format(gameWallClock(game), 'EEE, MMM d, yyyy · h:mm a');
  if (game.timeZone === browserTimeZone()) return when;
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: game.timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(game.startsAt))
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${when} ${zone}` : when;
}
