/** The browser's IANA time zone, sent with a new game or league game so the server can place its start in time. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today's date (yyyy-MM-dd) in the viewer's zone: the earliest a game may be set for. */
export function todayInZone(now = new Date(), timeZone = browserTimeZone()): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
