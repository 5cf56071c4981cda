import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.ts';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

const DAY = 24 * 60 * 60 * 1000;
// Zilker Park and a court about 10 miles north of it, in Austin; a park in London.
const ZILKER = { latitude: 30.2669, longitude: -97.7729 };
const NORTH_COURT = { latitude: 30.4118, longitude: -97.7475 };
const HYDE_PARK = { latitude: 51.5073, longitude: -0.1657 };

let test: TestApp;
let host: TestUser;
beforeAll(async () => {
  test = await buildTestApp();
  host = await createUser(test, { name: 'Host' });
});
afterAll(async () => {
  await test.close();
});
beforeEach(async () => {
  await test.database.connection.db.delete(games);
  const tomorrow = new Date(Date.now() + DAY);
  await insertGame(test, host.id, {
    location: 'Zilker Park',
    sport: 'soccer',
    ...ZILKER,
    startsAt: tomorrow,
  });
  await insertGame(test, host.id, {
    location: 'Zilker Park',
    sport: 'tennis',
    venueCost: 'paid',
    costAmount: 5,
    ...ZILKER,
    startsAt: tomorrow,
  });
  await insertGame(test, host.id, {
    location: 'North Court',
    sport: 'tennis',
    ...NORTH_COURT,
    startsAt: tomorrow,
  });
  await insertGame(test, host.id, {
    location: 'Hyde Park',
    sport: 'soccer',
    ...HYDE_PARK,
    startsAt: tomorrow,
  });
  await insertGame(test, host.id, { location: 'Warehouse Gym', sport: 'basketball', startsAt: tomorrow });
  await insertGame(test, host.id, { location: 'Old Field', startsAt: new Date(Date.now() - DAY) });
});

type VenueReply = { name: string; cost: string; distanceMiles: number | null; upcomingGames: number };
const venues = async (query = ''): Promise<VenueReply[]> => {
  const response = await host.client.get(`/api/locations/venues${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().venues;
};
const names = (list: { name: string }[]) => list.map((venue) => venue.name);

describe('venues', () => {
  it('lists places with upcoming games, most upcoming first, with their cost and sports', async () => {
    const list = await venues();
    expect(list[0]).toEqual({
      name: 'Zilker Park',
      sports: ['soccer', 'tennis'],
      upcomingGames: 2,
      cost: 'mixed',
      ...ZILKER,
      distanceMiles: null,
    });
    expect(names(list).sort()).toEqual(['Hyde Park', 'North Court', 'Warehouse Gym', 'Zilker Park']);
  });

  it('lists the nearest first from a position, places without coordinates last, within a distance', async () => {
    const near = `lat=${ZILKER.latitude}&lng=${ZILKER.longitude}`;
    const list = await venues(`?${near}`);
    expect(names(list)).toEqual(['Zilker Park', 'North Court', 'Hyde Park', 'Warehouse Gym']);
    expect(list[1]?.distanceMiles).toBeGreaterThan(9);
    expect(list[1]?.distanceMiles).toBeLessThan(11);
    expect(names(await venues(`?${near}&distance=5`))).toEqual(['Zilker Park', 'Warehouse Gym']);
    expect(names(await venues(`?${near}&distance=25`))).toEqual([
      'Zilker Park',
      'North Court',
      'Warehouse Gym',
    ]);
  });

  it('filters by cost, sport and name', async () => {
    expect(names(await venues('?venueCost=paid'))).toEqual(['Zilker Park']);
    expect(names(await venues('?venueCost=free')).sort()).toEqual([
      'Hyde Park',
      'North Court',
      'Warehouse Gym',
      'Zilker Park',
    ]);
    expect(names(await venues('?sport=tennis')).sort()).toEqual(['North Court', 'Zilker Park']);
    expect(names(await venues('?q=park')).sort()).toEqual(['Hyde Park', 'Zilker Park']);
  });

  it('refuses an unknown sport or cost, a distance out of range and a signed-out request', async () => {
    expect((await host.client.get('/api/locations/venues?sport=quidditch')).statusCode).toBe(400);
    expect((await host.client.get('/api/locations/venues?venueCost=cheap')).statusCode).toBe(400);
    expect((await host.client.get('/api/locations/venues?distance=-1')).statusCode).toBe(400);
    expect((await createClient(test.app).get('/api/locations/venues')).statusCode).toBe(401);
  });
});
