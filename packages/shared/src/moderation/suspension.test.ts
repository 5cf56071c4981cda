import { describe, expect, it } from 'vitest';
import { suspendedHostGameText, suspendedSignInText } from './suspension.ts';

describe('a suspended sign-in text', () => {
  it('names the day the suspension ends, as the reader’s time zone dates it', () => {
    const endsAt = '2026-12-04T23:30:00.000Z';
    expect(suspendedSignInText(endsAt, 'UTC')).toBe('Your account is suspended until 4 December 2026.');
    // Already the 5th in Auckland, still the 4th in Los Angeles.
    expect(suspendedSignInText(endsAt, 'Pacific/Auckland')).toBe(
      'Your account is suspended until 5 December 2026.',
    );
    expect(suspendedSignInText(endsAt, 'America/Los_Angeles')).toBe(
      'Your account is suspended until 4 December 2026.',
    );
  });

  it('names no date for a suspension for good, or an end it cannot read', () => {
    expect(suspendedSignInText(null)).toBe('Your account is suspended.');
    expect(suspendedSignInText('not a date')).toBe('Your account is suspended.');
  });
});

it("tells a suspended host's players their game was cancelled without saying why", () => {
  expect(suspendedHostGameText('Sunday football', 'Sun, Dec 6 at 10:00 AM')).toBe(
    '"Sunday football" on Sun, Dec 6 at 10:00 AM was cancelled: its host can no longer run games on Rally.',
  );
});
