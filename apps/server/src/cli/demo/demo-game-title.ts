import type { SeededRandom } from './seeded-random.ts';

/** When a game starts, on the wall clock of its own time zone. */
export type LocalStart = {
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** 0-23. */
  hour: number;
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
const isWeekend = (start: LocalStart) => start.weekday === 0 || start.weekday === 6;
const isEvening = (start: LocalStart) => start.hour >= 17;
const isMorning = (start: LocalStart) => start.hour < 12;

type TitlePattern = {
  fits: (start: LocalStart) => boolean;
  title: (sport: string, start: LocalStart) => string;
};

// Each title says only what is true of its start: a day it names is the game's day, "night", "evening"
// and "after-work" start at 17:00 or later, "morning" before noon, "lunchtime" between 11:00 and 13:59.
const PATTERNS: TitlePattern[] = [
  { fits: (start) => start.weekday === 5 && isEvening(start), title: (sport) => `Friday night ${sport}` },
  { fits: (start) => !isWeekend(start) && isEvening(start), title: (sport) => `After-work ${sport}` },
  {
    fits: isEvening,
    title: (sport, start) => `${WEEKDAYS[start.weekday]} evening ${sport}`,
  },
  {
    fits: (start) => start.weekday === 0 && isMorning(start),
    title: (sport) => `Sunday morning ${sport}`,
  },
  { fits: isWeekend, title: (sport, start) => `${WEEKDAYS[start.weekday]} ${sport} pickup` },
  { fits: isWeekend, title: (sport) => `Weekend ${sport}` },
  { fits: isMorning, title: (sport) => `Morning ${sport} session` },
  { fits: (start) => start.hour < 9, title: (sport) => `Early bird ${sport}` },
  {
    fits: (start) => !isWeekend(start) && start.hour >= 11 && start.hour <= 13,
    title: (sport) => `Lunchtime ${sport}`,
  },
  { fits: () => true, title: (sport) => `Casual ${sport} meetup` },
  { fits: () => true, title: (sport) => `${capitalised(sport)} for all levels` },
  { fits: () => true, title: (sport) => `Competitive ${sport}` },
];

/**
 * A demo game's title, chosen among those that agree with its local weekday and hour, so the demo
 * never shows "Friday night padel" on a Wednesday afternoon.
 */
export function demoGameTitle(sport: string, start: LocalStart, random: Pick<SeededRandom, 'pick'>): string {
  return random.pick(PATTERNS.filter((pattern) => pattern.fits(start))).title(sport, start);
}

/** Every title `demoGameTitle` may give a sport at a start: what the tests hold to the calendar. */
export function possibleDemoGameTitles(sport: string, start: LocalStart): string[] {
  return PATTERNS.filter((pattern) => pattern.fits(start)).map((pattern) => pattern.title(sport, start));
}
