import { todayInZone } from '../../../lib/time-zone.ts';

/**
 * Whether a date and time, read on the viewer's wall clock, are already past: a day before today, or
 * today at a time gone by. The server decides with its own clock; this catches the slip before sending.
 */
export function isPastStart(date: string, time: string, now = new Date()): boolean {
  const today = todayInZone(now);
  if (date !== today) return date < today;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes < now.getHours() * 60 + now.getMinutes();
}
