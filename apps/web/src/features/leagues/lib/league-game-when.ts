import { dateFormatter, formatWallClock } from '../../../lib/date-format.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { browserLocale } from '../../../lib/viewer-locale.ts';

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
  const locale = browserLocale();
  const day = formatWallClock(
    game,
    { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
    locale,
  );
  const when = `${day} · ${formatWallClock(game, { hour: 'numeric', minute: '2-digit' }, locale)}`;
  if (game.timeZone === browserTimeZone()) return when;
  const zone = dateFormatter(locale, { timeZone: game.timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(game.startsAt))
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${when} ${zone}` : when;
}
