import type { SeededRandom } from './seeded-random.ts';

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const WEEKDAY_NUMBERS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall-clock date (yyyy-MM-dd), time (HH:MM), hour and weekday (0 = Sunday) of an instant in a zone. */
export function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    hour: Number(parts.hour),
    weekday: WEEKDAY_NUMBERS[parts.weekday ?? ''] ?? 0,
  };
}

/** An instant `dayOffset` days from now, on the half hour, at a playable local hour (7:00 to 20:30) in the zone. */
export function playableStart(now: Date, dayOffset: number, random: SeededRandom, timeZone: string): Date {
  const day = new Date(Math.floor((now.getTime() + dayOffset * DAY_MS) / HOUR_MS) * HOUR_MS);
  const localHour = wallClock(day, timeZone).hour;
  const wantedHour = random.int(7, 20);
  return new Date(
    day.getTime() + (wantedHour - localHour) * HOUR_MS + (random.chance(0.5) ? 30 * MINUTE_MS : 0),
  );
}

/** A moment between two instants, at `fraction` of the way (0 to 1). */
export const between = (from: Date, to: Date, fraction: number) =>
  new Date(from.getTime() + Math.max(0, to.getTime() - from.getTime()) * fraction);

/** The earlier of two instants. */
export const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
