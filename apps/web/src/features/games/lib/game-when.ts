/**
 * A game's date and time as its host set them, in the game's own time zone: the server sends the
 * wall-clock date (yyyy-MM-dd) and time (HH:MM), so no conversion happens here and a game in another
 * zone still reads as its players there see it.
 */
export function formatGameDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  // Noon UTC, formatted in UTC: the same calendar day everywhere.
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}

/** 'HH:MM' (24 h) → '6:30 PM' (spec document 2 §3: shown 12 h AM/PM). */
export function formatGameTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes))
    return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The zone's short name at that date ('CST', 'GMT+1'), shown when it differs from the viewer's. */
export function zoneLabel(timeZone: string, startsAt: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
    new Date(startsAt),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
