import { describe, expect, it } from 'vitest';
import {
  boundedDateTime,
  DATE_TIME_MAX,
  DATE_TIME_MIN,
  gameDate,
  gameDateMessages,
  latestGameDate,
} from './date-time.ts';
import { GAME_DATE_MAX_YEARS_AHEAD } from './limits.ts';

describe('boundedDateTime', () => {
  const schema = boundedDateTime('Pick a date between 2000 and 2100');

  it('accepts date-times between 2000 and 2100, with any offset, bounds included', () => {
    for (const value of [
      DATE_TIME_MIN,
      DATE_TIME_MAX,
      '2025-06-01T12:00:00.123456Z',
      '2025-06-01T12:00:00+14:00',
    ]) {
      expect(schema.safeParse(value).success).toBe(true);
    }
  });

  it('refuses dates outside the range and text that is not a date-time, with the one message', () => {
    for (const value of [
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59.999Z',
      '2100-01-01T00:00:00.001Z',
      '+275760-09-13T00:00:00Z',
      'yesterday',
      '2025-02-30T00:00:00Z',
    ]) {
      expect(schema.safeParse(value).error?.issues[0]?.message).toBe('Pick a date between 2000 and 2100');
    }
  });
});

describe('latestGameDate', () => {
  it(`is ${GAME_DATE_MAX_YEARS_AHEAD} years after today where today began first (UTC+14)`, () => {
    expect(GAME_DATE_MAX_YEARS_AHEAD).toBe(2);
    expect(latestGameDate(new Date('2026-11-27T09:59:59Z'))).toBe('2028-11-27');
    // 10:00 UTC is midnight in Pacific/Kiritimati: its players are on the 28th.
    expect(latestGameDate(new Date('2026-11-27T10:00:00Z'))).toBe('2028-11-28');
    expect(latestGameDate(new Date('2026-12-31T12:00:00Z'))).toBe('2029-01-01');
  });

  it('reads a leap day two years on as the end of February: the 28th is in, March 1st is out', () => {
    const latest = latestGameDate(new Date('2028-02-29T00:00:00Z'));
    expect(latest).toBe('2030-02-29');
    expect('2030-02-28' <= latest && '2030-03-01' > latest).toBe(true);
  });
});

describe('gameDate', () => {
  const schema = gameDate('Pick a date');

  it('accepts today and every day up to the latest date', () => {
    const latest = latestGameDate();
    for (const value of [new Date().toISOString().slice(0, 10), latest]) {
      expect(schema.safeParse(value).success).toBe(true);
    }
  });

  it('refuses the day after the latest date and the far future with the ceiling text', () => {
    const latest = latestGameDate();
    const dayAfter = new Date(Date.parse(`${latest}T00:00:00Z`) + 24 * 60 * 60 * 1000)
      .toISOString()
      .slice(0, 10);
    for (const value of [dayAfter, '9999-12-31', '2999-01-01']) {
      expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        gameDateMessages.tooFar,
      ]);
    }
    expect(gameDateMessages.tooFar).toBe('Please choose a date within the next 2 years.');
  });

  it('gives only the form text for a missing or malformed date', () => {
    for (const value of ['', 'tomorrow', '99999-01-01', '2027-02-30', 20270101]) {
      expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual(['Pick a date']);
    }
  });
});
