import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METRES, greatCircleMetres, greatCircleMiles, roundMiles } from './great-circle.ts';

const zilkerPark = { latitude: 30.2669, longitude: -97.7729 };
const roundRock = { latitude: 30.5083, longitude: -97.6789 };

describe('greatCircleMetres', () => {
  it('is zero from a point to itself', () => {
    expect(greatCircleMetres(zilkerPark, zilkerPark)).toBe(0);
  });

  it('measures a quarter of the earth on PostgreSQL earth()’s sphere', () => {
    const quarter = greatCircleMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 });
    expect(quarter).toBeCloseTo((Math.PI / 2) * EARTH_RADIUS_METRES, 3);
  });

  it('measures opposite points as half the circumference', () => {
    expect(greatCircleMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_METRES,
      3,
    );
  });

  it('is the same both ways', () => {
    expect(greatCircleMetres(zilkerPark, roundRock)).toBe(greatCircleMetres(roundRock, zilkerPark));
  });
});

describe('greatCircleMiles', () => {
  // The values PostgreSQL gives for (earth_distance(ll_to_earth(a), ll_to_earth(b)) / 1609.344)::float8.
  it('gives the very miles the database measures', () => {
    expect(greatCircleMiles(zilkerPark, roundRock)).toBe(17.614729881580292);
    expect(greatCircleMiles({ latitude: 51.5, longitude: -0.12 }, { latitude: 40.7, longitude: -74 })).toBe(
      3465.8589124817518,
    );
    expect(greatCircleMiles(zilkerPark, { latitude: 30.2669001, longitude: -97.7729 })).toBe(
      0.000006917105920947931,
    );
  });

  it('rounds to one decimal as lists show distances', () => {
    expect(roundMiles(greatCircleMiles(zilkerPark, roundRock))).toBe(17.6);
  });
});
