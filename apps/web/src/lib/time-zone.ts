const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter, built once per locale and options: building one costs far more than formatting with
 * it, and a list of games formats each game's time several times (Find drew 20 cards in 150 ms of
 * building formatters on a phone-speed CPU). An unknown zone throws, as the constructor does.
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
) {
  const at = new Date(startsAt);
  if (Number.isNaN(at.getTime())) return null;
  try {
    // The same zone's name needs no formatter: the first one that names offsets loads the zone data.
    if (viewerZone === timeZone) return null;
    if (viewerZone !== null && offsetAt(timeZone, at) === offsetAt(viewerZone, at)) return null;
    return (
      dateFormatter('en-US', { timeZone, timeZoneName: 'short' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
    );
  } catch {
    // An unknown zone name: the time still reads as the server sent it.
    return null;
  }
}

const formatIn = (moment: ZonedMoment, options: Intl.DateTimeFormatOptions) => {
  const at = new Date(moment.startsAt);
  let text: string;
  try {
    text = dateFormatter('en-US', { ...options, timeZone: moment.timeZone }).format(at);
  } catch {
    text = dateFormatter('en-US', options).format(at);
  }
  // Newer ICU puts a narrow no-break space before AM/PM: keep one plain space everywhere.
  return text.replace(/\u202f/g, ' ');
};

/** 'Wed, Dec 2, 2026': the day as the game's players there read it. */
export function formatZonedDate(moment: ZonedMoment, { year = true } = {}): string {
  return formatIn(moment, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
  });
}

/** '6:30 PM', or '6:30 PM CST' when the game's zone is not the viewer's (spec document 2 §3: 12 h). */
export function formatZonedTime(moment: ZonedMoment, viewerZone: string | null = browserTimeZone()): string {
  const time = formatIn(moment, { hour: 'numeric', minute: '2-digit' });
  const zone = otherZoneLabel(moment, viewerZone);
  return zone ? `${time} ${zone}` : time;
}

/**
 * 'Wed, Dec 2, 2026 · 6:30 PM' (with ' CST' when the zone differs): every game time in the app reads
 * through this, so a game page, a card and a profile never disagree about when a game starts.
 */
export function formatZonedWhen(
  moment: ZonedMoment,
  { year = true, viewerZone = browserTimeZone() }: { year?: boolean; viewerZone?: string | null } = {},
): string {
  return `${formatZonedDate(moment, { year })} · ${formatZonedTime(moment, viewerZone)}`;
}
