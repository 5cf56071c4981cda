import { describe, expect, it } from 'vitest';
import { formatDistance, formatRadius, unitForLocale } from './format-distance.ts';

describe('formatDistance', () => {
  it('keeps one decimal under ten and whole numbers above, in miles', () => {
    expect(formatDistance(0.43, 'mi')).toBe('0.4 mi');
    expect(formatDistance(9.96, 'mi')).toBe('10.0 mi');
    expect(formatDistance(12.4, 'mi')).toBe('12 mi');
    expect(formatDistance(1367, 'mi')).toBe('1367 mi');
  });

  it('converts miles from the API to kilometres when the player reads kilometres', () => {
    expect(formatDistance(1, 'km')).toBe('1.6 km');
    expect(formatDistance(5, 'km')).toBe('8.0 km');
    expect(formatDistance(50, 'km')).toBe('80 km');
  });
});

describe('formatRadius', () => {
  it('names a filter radius in miles or whole kilometres', () => {
    expect(formatRadius(1, 'mi')).toBe('1 mile');
    expect(formatRadius(50, 'mi')).toBe('50 miles');
    expect(formatRadius(100, 'km')).toBe('161 km');
  });
});

describe('unitForLocale', () => {
  it('reads miles in the United States and Britain, kilometres elsewhere', () => {
    expect(unitForLocale('en-US')).toBe('mi');
    expect(unitForLocale('en-GB')).toBe('mi');
    expect(unitForLocale('es-US')).toBe('mi');
    expect(unitForLocale('en-CA')).toBe('km');
    expect(unitForLocale('de-DE')).toBe('km');
    expect(unitForLocale('fr')).toBe('km');
  });

  it('falls back to kilometres without a region or a locale', () => {
    expect(unitForLocale('en')).toBe('km');
    expect(unitForLocale(undefined)).toBe('km');
    expect(unitForLocale('not a locale')).toBe('km');
  });
});
