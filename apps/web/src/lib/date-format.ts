import { browserLocale } from './viewer-locale.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter, built once per locale and options: building one costs far more than formatting with
 * it, and a list of games formats each game's time several times (Find drew 20 cards in 150 ms of
 * building formatters on a phone-speed CPU). An unknown zone throws, as the constructor does. Every date
 * and time the app shows is written by one of these.
 */
export function dateFormatter(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Newer ICU puts a narrow no-break space before AM/PM: keep one plain space everywhere. */
export const withPlainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

/** Formats with the viewer's locale (or the one given), in the viewer's zone unless options name one. */
export function formatDateTime(
  at: Date | string,
  options: Intl.DateTimeFormatOptions,
  locale: string = browserLocale(),
): string {
  return withPlainSpaces(dateFormatter(locale, options).format(new Date(at)));
}

/** 'Dec 2, 2026', or 'Dec 2' without the year. */
export function formatCalendarDate(
  at: Date | string,
  { year = true, locale }: { year?: boolean; locale?: string } = {},
): string {
  return formatDateTime(at, { month: 'short', day: 'numeric', ...(year ? { year: 'numeric' } : {}) }, locale);
}

/** 'Dec 2, 2026, 7:05:09 PM': a moment to the second, for a tooltip beside a relative time. */
export function formatFullMoment(at: Date | string, locale?: string): string {
  return formatDateTime(at, { dateStyle: 'medium', timeStyle: 'medium' }, locale);
}

/** '7:05:09 PM': a clock time with seconds. */
export function formatClockTimeWithSeconds(at: Date | string, locale?: string): string {
  return formatDateTime(at, { hour: 'numeric', minute: '2-digit', second: '2-digit' }, locale);
}

/**
 * A date and time as someone set them on a wall clock ('2026-12-02', '18:30'), written with `options`
 * and no zone conversion: the parts are read as UTC and written as UTC, so they come back as they were.
 */
export function formatWallClock(
  wallClock: { date: string; time: string },
  options: Intl.DateTimeFormatOptions,
  locale?: string,
): string {
  return formatDateTime(
    new Date(`${wallClock.date}T${wallClock.time}Z`),
    { ...options, timeZone: 'UTC' },
    locale,
  );
}
