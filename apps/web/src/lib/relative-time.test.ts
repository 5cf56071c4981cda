import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [ago(10_000), 'Just now'],
    [ago(MINUTE), '1 minute ago'],
    [ago(59 * MINUTE), '59 minutes ago'],
    [ago(HOUR), '1 hour ago'],
    [ago(23 * HOUR), '23 hours ago'],
    [ago(DAY), '1 day ago'],
    [ago(7 * DAY), '7 days ago'],
    [ago(8 * DAY), 'Nov 14'],
    [new Date('2025-03-02T12:00:00Z'), 'Mar 2, 2025'],
  ])('labels %s as "%s"', (date, label) => {
    expect(relativeTime(date, now)).toBe(label);
  });

  it("writes an older date in the viewer's locale", () => {
    expect(relativeTime(new Date('2025-03-02T12:00:00Z'), now, 'en-GB')).toBe('2 Mar 2025');
  });

  it('treats a time slightly in the future as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000), now)).toBe('Just now');
  });
});
