import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatClockTimeWithSeconds,
  formatFullMoment,
  formatWallClock,
} from './date-format.ts';

const evening = '2026-12-02T19:05:09.000Z';

describe('dates in the viewer locale', () => {
  it('reads as the spec writes dates for an en-US viewer', () => {
    expect(formatCalendarDate('2026-12-02T12:00:00.000Z')).toBe('Dec 2, 2026');
    expect(formatCalendarDate('2026-12-02T12:00:00.000Z', { year: false })).toBe('Dec 2');
  });

  it('writes a moment to the second, and a clock time, with a plain space before PM', () => {
    expect(
      formatWallClock({ date: '2026-12-02', time: '19:05:09' }, { dateStyle: 'medium', timeStyle: 'medium' }),
    ).toBe('Dec 2, 2026, 7:05:09 PM');
    expect(formatFullMoment(evening)).toMatch(/^Dec 2, 2026, \d{1,2}:05:09 [AP]M$/);
    expect(formatClockTimeWithSeconds(evening)).toMatch(/^\d{1,2}:05:09 [AP]M$/);
  });

  it("follows another viewer's locale", () => {
    expect(formatCalendarDate('2026-12-02T12:00:00.000Z', { locale: 'de-DE' })).toBe('2. Dez. 2026');
    expect(
      formatWallClock({ date: '2026-12-02', time: '18:30' }, { hour: 'numeric', minute: '2-digit' }, 'en-GB'),
    ).toBe('18:30');
  });

  it('keeps a wall-clock date and time as they were set, whatever the zone', () => {
    expect(
      formatWallClock(
        { date: '2026-03-08', time: '02:30' },
        {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        },
      ),
    ).toBe('Sun, Mar 8, 2026, 2:30 AM');
  });
});
