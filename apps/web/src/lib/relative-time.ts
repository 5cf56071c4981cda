import { differenceInDays, differenceInHours, differenceInMinutes } from 'date-fns';
import { formatCalendarDate } from './date-format.ts';

/**
 * "Just now", then minutes, hours and days up to a week, then the date (spec: relative time labels).
 * `now` is a parameter so lists label every row against the same instant; a list on a page the server
 * draws passes `useViewerLocale()`'s locale.
 */
export function relativeTime(date: Date | string, now: Date = new Date(), locale?: string): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const minutes = differenceInMinutes(now, then);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = differenceInHours(now, then);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = differenceInDays(now, then);
  if (days <= 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatCalendarDate(then, {
    year: then.getFullYear() !== now.getFullYear(),
    ...(locale ? { locale } : {}),
  });
}
