import { z } from 'zod';
import { GAME_DATE_MAX_YEARS_AHEAD } from './limits.ts';

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

/** The wall clock furthest ahead of UTC (Pacific/Kiritimati): where "today" starts first. */
const EARLIEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The latest date (yyyy-MM-dd) a game may be on at `now`: GAME_DATE_MAX_YEARS_AHEAD years after today
 * where today is furthest along, so nobody is refused a day that is within the limit on their own clock.
 */
export function latestGameDate(now: Date = new Date()): string {
  const today = new Date(now.getTime() + EARLIEST_OFFSET_MS).toISOString().slice(0, 10);
  return `${Number(today.slice(0, 4)) + GAME_DATE_MAX_YEARS_AHEAD}${today.slice(4)}`;
}

export const gameDateMessages = {
  tooFar: `Please choose a date within the next ${GAME_DATE_MAX_YEARS_AHEAD} years.`,
} as const;

/**
 * A game's date (yyyy-MM-dd) no later than latestGameDate(): every schema that takes the day a game is
 * played uses it. Without the ceiling, 9999-12-31 at 18:00 in a zone behind UTC is a start in year 10000,
 * which PostgreSQL cannot store. `message` is the form's text for a missing or malformed date.
 */
export function gameDate(message: string) {
  return z.iso
    .date(message)
    .refine((date) => !/^\d{4}-/.test(date) || date <= latestGameDate(), gameDateMessages.tooFar);
}
