import { describe, expect, it } from 'vitest';
import { formatZonedDate, formatZonedTime, formatZonedWhen, otherZoneLabel } from './time-zone.ts';

const chicagoEvening = { startsAt: '2026-12-03T00:30:00.000Z', timeZone: 'America/Chicago' };

describe('zoned game times', () => {
  it("reads a game's day and time as its players there read them", () => {
    expect(formatZonedDate(chicagoEvening)).toBe('Wed, Dec 2, 2026');
    expect(formatZonedTime(chicagoEvening, 'America/Chicago')).toBe('6:30 PM');
  });

  it("names the game's zone while the viewer's is not known (a page drawn on the server)", () => {
    expect(formatZonedTime(chicagoEvening, null)).toBe('6:30 PM CST');
    expect(otherZoneLabel(chicagoEvening, null)).toBe('CST');
  });

  it("adds the game's zone only when the viewer's differs at that moment", () => {
    expect(formatZonedTime(chicagoEvening, 'Europe/Berlin')).toBe('6:30 PM CST');
    expect(otherZoneLabel(chicagoEvening, 'America/Chicago')).toBeNull();
    // Same offset, different name: nothing to add.
    expect(
      otherZoneLabel({ startsAt: chicagoEvening.startsAt, timeZone: 'Europe/Paris' }, 'Europe/Berlin'),
    ).toBeNull();
  });

  it('joins day and time, with or without the year', () => {
    expect(formatZonedWhen(chicagoEvening, { viewerZone: 'UTC' })).toBe('Wed, Dec 2, 2026 · 6:30 PM CST');
    expect(formatZonedWhen(chicagoEvening, { year: false, viewerZone: 'America/Chicago' })).toBe(
      'Wed, Dec 2 · 6:30 PM',
    );
  });
});
