import { dateFormatter, withPlainSpaces } from './date-format.ts';
import { browserLocale } from './viewer-locale.ts';

let viewerTimeZone: string | undefined;

/** The browser's IANA time zone, sent with a new game or league game so the server can place its start in time. */
export function browserTimeZone(): string {
  // Read once per page: pages ask on every render, and resolving the options allocates each time.
  viewerTimeZone ??= dateFormatter(undefined).resolvedOptions().timeZone;
  return viewerTimeZone;
}

/** Today's date (yyyy-MM-dd) in the viewer's zone: the earliest a game may be set for. */
export function todayInZone(now = new Date(), timeZone = browserTimeZone()): string {
  // en-CA formats as yyyy-MM-dd.
  return dateFormatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A moment of a game (or league game) and the zone its host set it in. */
export type ZonedMoment = { startsAt: string; timeZone: string };

// A comparison key, never shown: one fixed locale whatever the viewer's.
const offsetAt = (timeZone: string, at: Date) =>
  dateFormatter('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;

/**
 * The zone's short name at that moment ('CST', 'GMT+1') when it is not the viewer's, else null.
 * Zones are compared by their offset at that moment, so Paris seen from Berlin adds nothing. A viewer's
 * zone not known yet (null: a page drawn on the server) always gets the name.
 */
export function otherZoneLabel(
  { startsAt, timeZone }: ZonedMoment,
  viewerZone: string | null = browserTimeZone(),
  locale: string = browserLocale(),
) {
  const at = new Date(startsAt);
  if (Number.isNaN(at.getTime())) return null;
  try {
    // The same zone's name needs no formatter: the first one that names offsets loads the zone data.
    if (viewerZone === timeZone) return null;
    if (viewerZone !== null && offsetAt(timeZone, at) === offsetAt(viewerZone, at)) return null;
    return (
      dateFormatter(locale, { timeZone, timeZoneName: 'short' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
    );
  } catch {
    // An unknown zone name: the time still reads as the server sent it.
    return null;
  }
}

const formatIn = (moment: ZonedMoment, options: Intl.DateTimeFormatOptions, locale: string) => {
  const at = new Date(moment.startsAt);
  let text: string;
  try {
    text = dateFormatter(locale, { ...options, timeZone: moment.timeZone }).format(at);
  } catch {
    text = dateFormatter(locale, options).format(at);
  }
  return withPlainSpaces(text);
};

/** 'Wed, Dec 2, 2026' (for an en-US viewer): the day as the game's players there read it. */
export function formatZonedDate(
  moment: ZonedMoment,
  { year = true, locale = browserLocale() }: { year?: boolean; locale?: string } = {},
): string {
  return formatIn(
    moment,
    { weekday: 'short', month: 'short', day: 'numeric', ...(year ? { year: 'numeric' } : {}) },
    locale,
  );
}

/**
 * '6:30 PM', or '6:30 PM CST' when the game's zone is not the viewer's (spec document 2 §3: 12 h, as an
 * en-US viewer reads it; other locales read their own clock).
 */
export function formatZonedTime(
  moment: ZonedMoment,
  viewerZone: string | null = browserTimeZone(),
  locale: string = browserLocale(),
): string {
  const time = formatIn(moment, { hour: 'numeric', minute: '2-digit' }, locale);
  const zone = otherZoneLabel(moment, viewerZone, locale);
  return zone ? `${time} ${zone}` : time;
}

/**
 * 'Wed, Dec 2, 2026 · 6:30 PM' (with ' CST' when the zone differs): every game time in the app reads
 * through this, so a game page, a card and a profile never disagree about when a game starts. A page the
 * server may draw passes `useViewerLocale()`'s locale, as it passes `useViewerTimeZone()`'s zone.
 */
export function formatZonedWhen(
  moment: ZonedMoment,
  {
    year = true,
    viewerZone = browserTimeZone(),
    locale = browserLocale(),
  }: { year?: boolean; viewerZone?: string | null; locale?: string } = {},
): string {
  return `${formatZonedDate(moment, { year, locale })} · ${formatZonedTime(moment, viewerZone, locale)}`;
}
