import { TZDate } from '@date-fns/tz';

/**
 * The instant a game starts: the host's wall-clock `date` (yyyy-MM-dd) and `time` (HH:MM or HH:MM:SS)
 * in the IANA `timeZone`. A time that does not exist on that day (skipped by a daylight-saving change)
 * moves forward by the skipped hour, as a clock would show it; a time that happens twice (clocks going
 * back) is the first of the two.
 */
export function gameStartInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const local = new TZDate(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0, timeZone);
  return new Date(local.getTime());
}

/** The time as stored and shown: HH:MM, 24 h (seconds, if sent, are dropped). */
export const wallClockTime = (time: string) => time.slice(0, 5);
