import { format } from 'date-fns';
import { gameWallClock } from '../../../lib/game-wall-clock.ts';
import { browserTimeZone, dateFormatter } from '../../../lib/time-zone.ts';

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
  const zone = dateFormatter('en-US', { timeZone: game.timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(game.startsAt))
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${when} ${zone}` : when;
}
