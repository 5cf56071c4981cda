import { z } from 'zod';

/**
 * The dates a request may name. Rally has nothing before 2000 or after 2100, and PostgreSQL refuses
 * some dates JavaScript accepts (year 0, years past 9999 once an offset is applied), so anything
 * outside this range is a mistake or a probe, refused before it reaches a query.
 */
export const DATE_TIME_MIN = '2000-01-01T00:00:00Z';
export const DATE_TIME_MAX = '2100-01-01T00:00:00Z';

const min = Date.parse(DATE_TIME_MIN);
const max = Date.parse(DATE_TIME_MAX);

/** Whether an ISO date-time falls between DATE_TIME_MIN and DATE_TIME_MAX (both included). */
export function isDateTimeInRange(value: string): boolean {
  const time = Date.parse(value);
  return time >= min && time <= max;
}

/**
 * An ISO date-time with an offset (`2025-06-01T12:00:00Z`, `...+02:00`) between DATE_TIME_MIN and
 * DATE_TIME_MAX: every date in a request schema uses it. The message covers both the form and the range.
 */
export function boundedDateTime(message: string) {
  return z.iso.datetime({ offset: true, error: message }).refine(isDateTimeInRange, message);
}
