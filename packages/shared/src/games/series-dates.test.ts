import { describe, expect, it } from 'vitest';
import {
  dateInZone,
  describeSeries,
  repeatsBadge,
  type SeriesRule,
  seriesOccurrences,
  seriesWindow,
} from './series-dates.ts';

const rule = (overrides: Partial<SeriesRule> = {}): SeriesRule => ({
  weekdays: [2],
  intervalWeeks: 1,
  startDate: '2026-12-01',
  time: '19:00',
  timeZone: 'Europe/London',
  endsAfterCount: null,
  endsOn: null,
  ...overrides,
});

describe('seriesOccurrences', () => {
  it('keeps 19:00 local across the end of March in London (GMT to BST)', () => {
    const games = seriesOccurrences(rule({ startDate: '2027-03-16' }), { through: '2027-04-06' });
    expect(games.map((game) => game.date)).toEqual(['2027-03-16', '2027-03-23', '2027-03-30', '2027-04-06']);
    expect(games.map((game) => game.startsAt.toISOString())).toEqual([
      '2027-03-16T19:00:00.000Z',
      '2027-03-23T19:00:00.000Z',
      '2027-03-30T18:00:00.000Z',
      '2027-04-06T18:00:00.000Z',
    ]);
  });

  it('keeps 19:00 local across the November change in New York (EDT to EST)', () => {
    const games = seriesOccurrences(rule({ startDate: '2026-10-27', timeZone: 'America/New_York' }), {
      through: '2026-11-10',
    });
    expect(games.map((game) => game.startsAt.toISOString())).toEqual([
      '2026-10-27T23:00:00.000Z',
      '2026-11-04T00:00:00.000Z',
      '2026-11-11T00:00:00.000Z',
    ]);
  });

  it('ends after N games, counted from the first', () => {
    const games = seriesOccurrences(rule({ endsAfterCount: 3 }), { through: '2027-12-31' });
    expect(games.map((game) => game.date)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15']);
    expect(games.map((game) => game.index)).toEqual([0, 1, 2]);
  });

  it('ends on a date, that date included', () => {
    const games = seriesOccurrences(rule({ endsOn: '2026-12-15' }), { through: '2027-12-31' });
    expect(games.map((game) => game.date)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15']);
  });

  it('plays every 2 weeks on several weekdays, weeks counted from the start week', () => {
    const games = seriesOccurrences(rule({ weekdays: [4, 2], intervalWeeks: 2, startDate: '2026-12-03' }), {
      through: '2026-12-31',
    });
    // Starting on the Thursday: the Tuesday of that week is before the start, so it is not a game.
    expect(games.map((game) => game.date)).toEqual([
      '2026-12-03',
      '2026-12-15',
      '2026-12-17',
      '2026-12-29',
      '2026-12-31',
    ]);
  });

  it('starts on the first chosen weekday on or after the start date', () => {
    const games = seriesOccurrences(rule({ weekdays: [5], startDate: '2026-12-01' }), {
      through: '2026-12-12',
    });
    expect(games.map((game) => game.date)).toEqual(['2026-12-04', '2026-12-11']);
  });
});

describe('seriesWindow', () => {
  it('holds the next four weeks of games not yet started', () => {
    const games = seriesWindow(rule(), {
      now: new Date('2026-12-01T20:00:00Z'),
      today: '2026-12-01',
      windowDays: 28,
      atLeast: 2,
    });
    expect(games.map((game) => game.date)).toEqual(['2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29']);
  });

  it('reaches past four weeks for at least the next two games of a sparse series', () => {
    const games = seriesWindow(rule({ intervalWeeks: 8 }), {
      now: new Date('2026-11-27T12:00:00Z'),
      today: '2026-11-27',
      windowDays: 28,
      atLeast: 2,
    });
    expect(games.map((game) => game.date)).toEqual(['2026-12-01', '2027-01-26']);
  });
});

describe('dateInZone', () => {
  it('answers the wall-clock date in the zone', () => {
    expect(dateInZone(new Date('2026-12-01T03:00:00Z'), 'America/New_York')).toBe('2026-11-30');
    expect(dateInZone(new Date('2026-12-01T03:00:00Z'), 'Europe/London')).toBe('2026-12-01');
  });
});

describe('describeSeries', () => {
  it('says a weekly series with a count', () => {
    expect(describeSeries(rule({ endsAfterCount: 8 }))).toBe(
      'Every Tuesday at 19:00, starting 1 Dec, 8 games',
    );
  });

  it('says every N weeks on several weekdays until a date', () => {
    expect(describeSeries(rule({ weekdays: [4, 2], intervalWeeks: 2, endsOn: '2027-01-31' }))).toBe(
      'Every 2 weeks on Tuesday and Thursday at 19:00, starting 1 Dec, until 31 Jan',
    );
  });

  it('says a series without an end', () => {
    expect(describeSeries(rule({ weekdays: [1, 3, 5] }))).toBe(
      'Every Monday, Wednesday and Friday at 19:00, starting 1 Dec, no end date',
    );
  });

  it('names the badge', () => {
    expect(repeatsBadge(1)).toBe('Weekly');
    expect(repeatsBadge(2)).toBe('Every 2 weeks');
  });
});
