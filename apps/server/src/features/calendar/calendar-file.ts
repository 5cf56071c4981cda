import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import type { CalendarGameRow } from './calendar.repository.ts';
import { calendarName, calendarText } from './calendar-text.ts';

/** Games have no end time; calendars show each as this long (a typical pickup game). */
const GAME_LENGTH_MS = 2 * 60 * 60 * 1000;

/**
 * The host's wall-clock date and time as a Date whose UTC fields carry them: with an event time zone
 * set, ical-generator writes a native Date's UTC fields as the local time (`DTSTART;TZID=zone:...`).
 */
const wallClock = (game: Pick<CalendarGameRow, 'date' | 'time'>) => new Date(`${game.date}T${game.time}:00Z`);

/**
 * An iCalendar document of these games, each in its own time zone (with its VTIMEZONE), with the
 * venue, the description and the game's address. The UID is the game's, so a downloaded event and
 * the same game in a subscribed feed are one event to a calendar app.
 */
export function gamesCalendar(options: {
  name: string;
  games: readonly CalendarGameRow[];
  publicUrl: string;
  now: Date;
}): string {
  const calendar = ical({
    name: calendarName(options.name),
    prodId: { company: 'Rally', product: 'Rally games' },
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const game of options.games) {
    const url = `${options.publicUrl}/game/${game.id}`;
    const start = wallClock(game);
    calendar.createEvent({
      id: `${game.id}@rally`,
      start,
      end: new Date(start.getTime() + GAME_LENGTH_MS),
      timezone: game.timeZone,
      stamp: options.now,
      // An edit players are told of (a new time, place or cost) bumps the sequence: calendar apps replace
      // the event they hold with this one instead of keeping the old time.
      sequence: game.sequence,
      lastModified: game.updatedAt,
      summary: calendarText(game.title),
      location: calendarText(game.location),
      // Each part on its own, so a line break at one's end and the next's start are not read as one.
      description: [
        `${game.sport[0]?.toUpperCase() ?? ''}${game.sport.slice(1)} game${game.hostName ? ` hosted by ${game.hostName}` : ''}`,
        game.description ?? '',
        url,
      ]
        .map(calendarText)
        .filter(Boolean)
        .join('\n\n'),
      url,
      // A game called off for too few players stays in the feed as cancelled, so calendars drop it.
      ...(game.calledOffAt ? { status: ICalEventStatus.CANCELLED } : {}),
    });
  }
  return calendar.toString();
}
