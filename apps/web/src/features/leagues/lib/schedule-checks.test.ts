import { describe, expect, it } from 'vitest';
import { todayInZone } from '../../../lib/time-zone.ts';
import { isPastStart } from './schedule-checks.ts';

describe('isPastStart', () => {
  const now = new Date(2026, 10, 23, 14, 30);
  const today = todayInZone(now);

  it('refuses a day before today and accepts a day after it', () => {
    expect(isPastStart('2026-11-22', '20:00', now)).toBe(true);
    expect(isPastStart('2026-11-24', '08:00', now)).toBe(false);
  });

  it('refuses an earlier time today and accepts a later one', () => {
    expect(isPastStart(today, '14:29', now)).toBe(true);
    expect(isPastStart(today, '14:30', now)).toBe(false);
    expect(isPastStart(today, '18:00', now)).toBe(false);
  });
});
