import { describe, expect, it } from 'vitest';
import { momentText, wallClockText } from './date-text.ts';

describe('date texts', () => {
  it('writes a wall-clock date and time as they were set, in American English', () => {
    expect(wallClockText('2026-07-01', '18:30', { weekday: 'long', month: 'long', day: 'numeric' })).toBe(
      'Wednesday, July 1',
    );
    expect(wallClockText('2026-07-01', '00:05:00', { hour: 'numeric', minute: '2-digit' })).toBe('12:05 AM');
  });

  it("reads a moment on the clocks of the game's zone", () => {
    const at = new Date('2030-06-01T17:00:00Z');
    const options = {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    } as const;
    expect(momentText(at, 'UTC', options)).toBe('Sat, Jun 1, 5:00 PM');
    expect(momentText(at, 'America/Chicago', options)).toBe('Sat, Jun 1, 12:00 PM');
  });
});
