/**
 * A season's calendar dates (`yyyy-MM-dd`) are wall-clock days of the season, not instants: they are
 * read and formatted at UTC midnight so that no viewer's zone moves them a day.
 */
function atUtcMidnight(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "Thu, March 5": a fixture's or round's day. */
export function formatSeasonDay(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(atUtcMidnight(date));
}

/** "March 1 – May 31, 2027": a season's dates. */
export function formatSeasonDates(startDate: string, endDate: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(atUtcMidnight(startDate), atUtcMidnight(endDate));
}
