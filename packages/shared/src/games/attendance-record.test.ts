import { describe, expect, it } from 'vitest';
import { attendanceRecordOf, reliabilityOf } from './attendance-record.ts';

describe('reliabilityOf', () => {
  it('is null for an empty record', () => {
    expect(reliabilityOf({ attended: 0, noShows: 0, lateCancellations: 0 })).toBeNull();
  });

  it('is 100 when every game was attended', () => {
    expect(reliabilityOf({ attended: 7, noShows: 0, lateCancellations: 0 })).toBe(100);
  });

  it('is 0 when nothing was attended', () => {
    expect(reliabilityOf({ attended: 0, noShows: 2, lateCancellations: 1 })).toBe(0);
  });

  it('weighs a late cancellation as half a no-show', () => {
    // 8 / (8 + 1 + 0.5 × 2) = 80 %
    expect(reliabilityOf({ attended: 8, noShows: 1, lateCancellations: 2 })).toBe(80);
    // 3 / (3 + 0 + 0.5) = 85.7… → 86
    expect(reliabilityOf({ attended: 3, noShows: 0, lateCancellations: 1 })).toBe(86);
  });

  it('rounds to the nearest whole percent', () => {
    // 2 / 3 = 66.67 → 67
    expect(reliabilityOf({ attended: 2, noShows: 1, lateCancellations: 0 })).toBe(67);
    // 1 / 3 = 33.33 → 33
    expect(reliabilityOf({ attended: 1, noShows: 2, lateCancellations: 0 })).toBe(33);
  });

  it('carries the counts with the figure', () => {
    expect(attendanceRecordOf({ attended: 1, noShows: 1, lateCancellations: 0 })).toEqual({
      attended: 1,
      noShows: 1,
      lateCancellations: 0,
      reliability: 50,
    });
  });
});
