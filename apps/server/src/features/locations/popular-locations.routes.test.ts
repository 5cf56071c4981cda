import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ZILKER = { latitude: 30.2669, longitude: -97.7729 };
const HYDE_PARK = { latitude: 51.5073, longitude: -0.1657 };

let test: TestApp;
let clock: TestClock;
let host: TestUser;
beforeAll(async () => {
  clock = createTestClock(new Date('2026-06-15T12:00:00Z'));
  test = await buildTestApp({ clock });
});
afterAll(async () => {
  await test.close();
});
beforeEach(async () => {
  await test.database.connection.db.delete(games);
  host = await createUser(test, { name: `Host ${Math.random()}` });
});

const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs);
const popular = async (user: TestUser, query = '') => {
  const response = await user.client.get(`/api/locations/popular${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('popular locations', () => {
  it('lists places by game count with upcoming, recent and sports by frequency, and the totals', async () => {
    await insertGame(test, host.id, { location: 'Zilker Park', sport: 'soccer', startsAt: at(DAY) });
    await insertGame(test, host.id, { location: 'zilker park ', sport: 'tennis', startsAt: at(2 * DAY) });
    await insertGame(test, host.id, { location: 'Zilker Park', sport: 'tennis', startsAt: at(-2 * DAY) });
    await insertGame(test, host.id, { location: 'Zilker Park', sport: 'tennis', startsAt: at(-9 * DAY) });
    await insertGame(test, host.id, {
      location: 'Hyde Park',
      sport: 'golf',
      startsAt: at(DAY),
      isPrivate: true,
    });

    const list = await popular(host);
    expect(list.totals).toEqual({ locations: 2, games: 5, upcomingGames: 3 });
    expect(list.locations).toEqual([
      {
        name: 'Zilker Park',
        gameCount: 4,
        upcomingGames: 2,
        recentGames: 1,
        sports: ['tennis', 'soccer'],
        latitude: null,
        longitude: null,
        distanceMiles: null,
      },
      expect.objectContaining({ name: 'Hyde Park', gameCount: 1, upcomingGames: 1, sports: ['golf'] }),
    ]);
    // A private game counts, but nothing of it other than numbers is in the answer.
    expect(JSON.stringify(list)).not.toContain('Pickup game');
  });

  it('counts a game as recent for 7 days after its start, by the server clock', async () => {
    await insertGame(test, host.id, { location: 'Zilker Park', startsAt: at(-6 * DAY) });
    expect((await popular(host)).locations[0]).toMatchObject({ recentGames: 1, upcomingGames: 0 });
    clock.advance(2 * DAY);
    expect((await popular(host)).locations[0]).toMatchObject({ recentGames: 0, gameCount: 1 });
  });

  it('searches names by case-insensitive substring, with totals of the matches only', async () => {
    await insertGame(test, host.id, { location: 'Zilker Park' });
    await insertGame(test, host.id, { location: 'Hyde Park' });
    await insertGame(test, host.id, { location: 'Riverside Courts' });

    const parks = await popular(host, '?q=PARK');
    expect(parks.locations.map((place: { name: string }) => place.name).sort()).toEqual([
      'Hyde Park',
      'Zilker Park',
    ]);
    expect(parks.totals).toEqual({ locations: 2, games: 2, upcomingGames: 2 });
    // % is a plain character, not a wildcard.
    expect((await popular(host, `?q=${encodeURIComponent('%')}`)).locations).toEqual([]);
  });

  it('answers an empty list and zero totals before any game exists', async () => {
    expect(await popular(host)).toEqual({
      totals: { locations: 0, games: 0, upcomingGames: 0 },
      locations: [],
      origin: null,
    });
  });

  it("measures each place from the viewer's profile location, through a venue or a city", async () => {
    await insertGame(test, host.id, { location: 'Zilker Park', ...ZILKER });
    await insertGame(test, host.id, { location: 'Hyde Park', ...HYDE_PARK });
    await insertGame(test, host.id, { location: 'Somewhere unmapped' });
    const db = test.database.connection.db;
    await db.update(userProfiles).set({ location: 'Austin, TX' }).where(eq(userProfiles.userId, host.id));

    const fromAustin = (await popular(host)).locations;
    const distance = (name: string) =>
      fromAustin.find((place: { name: string }) => place.name === name).distanceMiles;
    expect(distance('Zilker Park')).toBeLessThan(3);
    expect(distance('Hyde Park')).toBeGreaterThan(4_800);
    expect(distance('Somewhere unmapped')).toBeNull();

    // A profile location that names a venue is placed at that venue.
    const londoner = await createUser(test, { name: 'Londoner' });
    await db.update(userProfiles).set({ location: 'hyde park' }).where(eq(userProfiles.userId, londoner.id));
    const fromHydePark = (await popular(londoner)).locations;
    expect(fromHydePark.find((place: { name: string }) => place.name === 'Hyde Park').distanceMiles).toBe(0);
  });

  it('refuses a signed-out request and a search longer than 100 characters', async () => {
    expect((await createClient(test.app).get('/api/locations/popular')).statusCode).toBe(401);
    expect((await host.client.get(`/api/locations/popular?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('dashboard locations', () => {
  it('gives the 3 places with the most upcoming games, with the distance from the profile location', async () => {
    for (const [location, upcoming, past] of [
      ['Old Field', 0, 5],
      ['Zilker Park', 3, 0],
      ['Hyde Park', 1, 0],
      ['Riverside Courts', 2, 0],
    ] as const) {
      const position = location === 'Zilker Park' ? ZILKER : {};
      for (let index = 0; index < upcoming; index++)
        await insertGame(test, host.id, { location, startsAt: at((index + 1) * HOUR), ...position });
      for (let index = 0; index < past; index++)
        await insertGame(test, host.id, { location, startsAt: at(-(index + 1) * DAY) });
    }
    await test.database.connection.db
      .update(userProfiles)
      .set({ location: 'Austin' })
      .where(eq(userProfiles.userId, host.id));

    const top = await test.app.services.locations.dashboardLocations(host.id);
    expect(top.map((place) => [place.name, place.upcomingGames])).toEqual([
      ['Zilker Park', 3],
      ['Riverside Courts', 2],
      ['Hyde Park', 1],
    ]);
    expect(top[0]?.distanceMiles).toBeLessThan(3);
    expect(top[1]?.distanceMiles).toBeNull();
  });
});
