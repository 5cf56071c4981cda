import { TZDate } from '@date-fns/tz';

/**
 * When a weekly series plays: on one or more ISO weekdays (1 Monday … 7 Sunday) every `intervalWeeks`
 * weeks, from the week of `startDate`, at `time` (HH:MM) in `timeZone`; it ends after `endsAfterCount`
 * games, on `endsOn` (inclusive), or never (both null).
 */
export type SeriesRule = {
  weekdays: readonly number[];
  intervalWeeks: number;
  startDate: string;
  time: string;
  timeZone: string;
  endsAfterCount: number | null;
  endsOn: string | null;
};

/** One game of a series: its wall-clock date, the instant it starts, and its place in the series (0-based). */
export type SeriesOccurrence = { date: string; startsAt: Date; index: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A yyyy-MM-dd date as a calendar day (midnight UTC): days are counted on it, never instants. */
const dayOf = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const dateOf = (day: number) => new Date(day).toISOString().slice(0, 10);
/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
const isoWeekdayOf = (day: number) => ((new Date(day).getUTCDay() + 6) % 7) + 1;

/** Adds whole days to a yyyy-MM-dd date. */
export const addDays = (date: string, days: number) => dateOf(dayOf(date) + days * DAY_MS);
/** The ISO weekday (1 Monday … 7 Sunday) of a yyyy-MM-dd date. */
export const isoWeekday = (date: string) => isoWeekdayOf(dayOf(date));

/**
 * The instant a wall-clock date and time happen in the zone. The offset is the zone's on that very day,
 * so 19:00 stays 19:00 local across a daylight-saving change.
 */
export function wallClockInstant(date: string, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const local = new TZDate(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    hours ?? 0,
    minutes ?? 0,
    timeZone,
  );
  return new Date(local.getTime());
}

/** Enough weeks to walk a 200-game series at its sparsest, or ten years of a never-ending one. */
const MAX_DAYS_WALKED = 8 * 7 * 200 + 7;

/**
 * The series' games in order, from its first, through the date `through` (inclusive) and at most `limit`
 * of them. Counting always starts at the first game, so "ends after 8" means the series' first eight
 * whenever it is asked. Walks calendar days, so it never depends on an offset.
 */
export function seriesOccurrences(
  rule: SeriesRule,
  { through, limit = Number.POSITIVE_INFINITY }: { through: string; limit?: number },
): SeriesOccurrence[] {
  const weekdays = new Set(rule.weekdays);
  const start = dayOf(rule.startDate);
  // Weeks are counted from the Monday of the start's week: "every 2 weeks" plays in weeks 0, 2, 4…
  const firstMonday = start - (isoWeekdayOf(start) - 1) * DAY_MS;
  const last = Math.min(
    dayOf(through),
    rule.endsOn ? dayOf(rule.endsOn) : Number.POSITIVE_INFINITY,
    start + MAX_DAYS_WALKED * DAY_MS,
  );
  const count = Math.min(limit, rule.endsAfterCount ?? Number.POSITIVE_INFINITY);
  const found: SeriesOccurrence[] = [];
  for (let day = start; day <= last && found.length < count; day += DAY_MS) {
    const week = Math.floor((day - firstMonday) / (7 * DAY_MS));
    if (week % rule.intervalWeeks !== 0 || !weekdays.has(isoWeekdayOf(day))) continue;
    const date = dateOf(day);
    found.push({ date, startsAt: wallClockInstant(date, rule.time, rule.timeZone), index: found.length });
  }
  return found;
}

/**
 * The games the window holds at `now`: every game not yet started up to `windowDays` days after
 * `today` (the series' own date at `now`), and at least the next `atLeast` games however far they are.
 */
export function seriesWindow(
  rule: SeriesRule,
  { now, today, windowDays, atLeast }: { now: Date; today: string; windowDays: number; atLeast: number },
): SeriesOccurrence[] {
  const through = addDays(today, windowDays);
  const byDays = seriesOccurrences(rule, { through }).filter((game) => game.startsAt > now);
  if (byDays.length >= atLeast) return byDays;
  // A sparse series (every 8 weeks) still shows its next games: walk on until enough are found.
  const farther = seriesOccurrences(rule, { through: addDays(today, MAX_DAYS_WALKED) });
  return farther.filter((game) => game.startsAt > now).slice(0, Math.max(atLeast, byDays.length));
}

/** The series' date (yyyy-MM-dd) at an instant: "today" on its wall clock. */
export function dateInZone(now: Date, timeZone: string): string {
  const local = new TZDate(now.getTime(), timeZone);
  const month = String(local.getMonth() + 1).padStart(2, '0');
  const day = String(local.getDate()).padStart(2, '0');
  return `${local.getFullYear()}-${month}-${day}`;
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tuesday", "Tuesday and Thursday", "Monday, Wednesday and Friday", Monday first. */
function weekdayList(weekdays: readonly number[]): string {
  const names = [...new Set(weekdays)].sort((a, b) => a - b).map((day) => WEEKDAY_NAMES[day - 1] ?? '');
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "2 Dec": a date as the schedule names it. */
export const shortDate = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]}`;

/** The badge on a series game's card: "Weekly", or "Every 2 weeks". */
export const repeatsBadge = (intervalWeeks: number) =>
  intervalWeeks === 1 ? 'Weekly' : `Every ${intervalWeeks} weeks`;

/**
 * The schedule in plain words: "Every Tuesday at 19:00, starting 2 Dec, 8 games", "Every 2 weeks on
 * Tuesday and Thursday at 19:00, starting 2 Dec, until 31 Jan", "…, no end date".
 */
export function describeSeries(rule: Omit<SeriesRule, 'timeZone'>): string {
  const days = weekdayList(rule.weekdays);
  const every = rule.intervalWeeks === 1 ? `Every ${days}` : `Every ${rule.intervalWeeks} weeks on ${days}`;
  const end =
    rule.endsAfterCount !== null
      ? `${rule.endsAfterCount} ${rule.endsAfterCount === 1 ? 'game' : 'games'}`
      : rule.endsOn !== null
        ? `until ${shortDate(rule.endsOn)}`
        : 'no end date';
  return `${every} at ${rule.time.slice(0, 5)}, starting ${shortDate(rule.startDate)}, ${end}`;
}
