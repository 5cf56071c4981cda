import { describe, expect, it } from 'vitest';
import { sportActivityPercent } from './sport-activity.ts';

describe('sportActivityPercent', () => {
  it('fills 5% of the bar per game played', () => {
    expect(sportActivityPercent(1)).toBe(5);
    expect(sportActivityPercent(7)).toBe(35);
    expect(sportActivityPercent(19)).toBe(95);
  });

  it('is full at 20 games and never overflows', () => {
    expect(sportActivityPercent(20)).toBe(100);
    expect(sportActivityPercent(21)).toBe(100);
    expect(sportActivityPercent(1_000)).toBe(100);
  });

  it('is empty for a sport never played (or a nonsense count)', () => {
    expect(sportActivityPercent(0)).toBe(0);
    expect(sportActivityPercent(-3)).toBe(0);
    expect(sportActivityPercent(Number.NaN)).toBe(0);
  });
});
