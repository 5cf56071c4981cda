import type { LocalStart } from './demo-game-title.ts';

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * What a reader takes a title to promise about when the game starts, checked against its local start:
 * null when the title agrees, else what it gets wrong. Independent of how titles are made, so the
 * tests can hold every demo title (and the seeded games' stored dates and times) to it.
 */
export function titleDisagreement(title: string, start: LocalStart): string | null {
  const words = title.toLowerCase();
  const named = WEEKDAY_NAMES.findIndex((day) => words.includes(day));
  if (named !== -1 && named !== start.weekday) return `names ${WEEKDAY_NAMES[named]}`;
  const weekend = start.weekday === 0 || start.weekday === 6;
  if (/night|evening|after-work/.test(words) && start.hour < 17) return 'promises an evening';
  if (/morning/.test(words) && start.hour >= 12) return 'promises a morning';
  if (/early/.test(words) && start.hour >= 9) return 'promises an early start';
  if (/lunchtime/.test(words) && (start.hour < 11 || start.hour > 13)) return 'promises lunchtime';
  if (/weekend/.test(words) && !weekend) return 'promises a weekend';
  if (/after-work|lunchtime/.test(words) && weekend) return 'promises a working day';
  return null;
}
