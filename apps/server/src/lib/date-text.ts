/**
 * Dates and times in the words the server writes for people (notifications, reminders, link previews):
 * American English, as the spec's texts are, in the game's own zone or wall clock, never the server's.
 */
const LOCALE = 'en-US';

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building a formatter costs far more than using one: each set of options is built once.
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let built = formatters.get(key);
  if (!built) {
    built = new Intl.DateTimeFormat(LOCALE, options);
    formatters.set(key, built);
  }
  return built;
}

// Some ICU versions put a narrow no-break space before AM/PM: the texts keep one plain space.
const withPlainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

/** A moment as read on the clocks of `timeZone`. */
export function momentText(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return withPlainSpaces(formatter({ ...options, timeZone }).format(at));
}

/**
 * A date and time as a host set them on the wall clock ('2026-07-01', '18:30'), with no zone
 * conversion: the parts are read and written as UTC, so they come back as they were.
 */
export function wallClockText(date: string, time: string, options: Intl.DateTimeFormatOptions): string {
  return momentText(new Date(`${date}T${time}Z`), 'UTC', options);
}
