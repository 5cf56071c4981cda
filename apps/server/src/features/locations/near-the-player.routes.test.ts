import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Two cities' worth of places: Toronto is busier, Austin is where the player lives.
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const ZILKER = { latitude: 30.2669, longitude: -97.7729 };
const MUELLER = { latitude: 30.2987, longitude: -97.7048 };
const ROUND_ROCK = { latitude: 30.5083, longitude: -97.6789 };
const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
const TRINITY_BELLWOODS = { latitude: 43.6476, longitude: -79.4143 };
const HIGH_PARK = { latitude: 43.6465, longitude: -79.4637 };

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

async function gamesAt(
  location: string,
  position: { latitude: number; longitude: number },
  { upcoming = 0, past = 0 }: { upcoming?: number; past?: number },
) {
  for (let index = 0; index < upcoming; index += 1)
    await insertGame(test, host.id, { location, ...position, startsAt: at((index + 1) * DAY) });
  for (let index = 0; index < past; index += 1)
    await insertGame(test, host.id, { location, ...position, startsAt: at(-(index + 1) * DAY) });
}

async function twoCities() {
  await gamesAt('Trinity Bellwoods', TRINITY_BELLWOODS, { upcoming: 6 });
  await gamesAt('High Park', HIGH_PARK, { upcoming: 5, past: 4 });
  await gamesAt('Round Rock Courts', ROUND_ROCK, { upcoming: 1 });
  await gamesAt('Zilker Park', ZILKER, { upcoming: 2 });
  await gamesAt('Mueller Lake', MUELLER, { upcoming: 1 });
}

async function playerLivingIn(location: string, position: { latitude: number; longitude: number }) {
  const player = await createUser(test, { name: `Player ${Math.random()}` });
  await test.database.connection.db
    .update(userProfiles)
    .set({ location, ...position })
    .where(eq(userProfiles.userId, player.id));
  return player;
}

const names = (places: { name: string }[]) => places.map((place) => place.name);

async function get(player: TestUser, url: string) {
  const response = await player.client.get(url);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('places near the player', () => {
  it("puts the player's own city first, nearest first, on popular locations, the dashboard and venues", async () => {
    await twoCities();
    const austinite = await playerLivingIn('Austin, TX', AUSTIN);

    const popular = await get(austinite, '/api/locations/popular');
    expect(names(popular.locations)).toEqual([
      'Zilker Park',
      'Mueller Lake',
      'Round Rock Courts',
      'High Park',
      'Trinity Bellwoods',
    ]);
    expect(popular.origin).toEqual({ ...AUSTIN, source: 'profile', label: 'Austin, TX' });
    expect(popular.locations[0].distanceMiles).toBeLessThan(3);
    expect(popular.locations[3].distanceMiles).toBeGreaterThan(1_000);

    const dashboard = await test.app.services.locations.dashboardLocations(austinite.id);
    expect(names(dashboard)).toEqual(['Zilker Park', 'Mueller Lake', 'Round Rock Courts']);

    const venues = await get(austinite, '/api/locations/venues');
    expect(names(venues.venues).slice(0, 3)).toEqual(['Zilker Park', 'Mueller Lake', 'Round Rock Courts']);
    expect(venues.origin).toMatchObject({ source: 'profile', label: 'Austin, TX' });

    const torontonian = await playerLivingIn('Toronto', TORONTO);
    const fromToronto = await get(torontonian, '/api/locations/popular');
    expect(names(fromToronto.locations).slice(0, 2)).toEqual(['Trinity Bellwoods', 'High Park']);
    // The dashboard's card keeps to the player's area: Austin's places are not Toronto's first screen.
    expect(names(await test.app.services.locations.dashboardLocations(torontonian.id))).toEqual([
      'Trinity Bellwoods',
      'High Park',
    ]);
  });

  it('never puts a place without upcoming games first, however near or busy', async () => {
    await gamesAt('Old Austin Gym', AUSTIN, { past: 12 });
    await gamesAt('High Park', HIGH_PARK, { upcoming: 1 });
    await gamesAt('Zilker Park', ZILKER, { upcoming: 1 });
    const austinite = await playerLivingIn('Austin, TX', AUSTIN);

    expect(names((await get(austinite, '/api/locations/popular')).locations)).toEqual([
      'Zilker Park',
      'High Park',
      'Old Austin Gym',
    ]);
    const nowhere = await createUser(test, { name: 'Nowhere' });
    const fromNowhere = await get(nowhere, '/api/locations/popular');
    expect(fromNowhere.origin).toBeNull();
    expect(names(fromNowhere.locations).at(-1)).toBe('Old Austin Gym');
    expect(names(await test.app.services.locations.dashboardLocations(austinite.id))).toEqual([
      'Zilker Park',
    ]);
  });

  it("ranks from the browser's position over the profile's place", async () => {
    await twoCities();
    const austinite = await playerLivingIn('Austin, TX', AUSTIN);
    const inToronto = `lat=${TORONTO.latitude}&lng=${TORONTO.longitude}`;

    const popular = await get(austinite, `/api/locations/popular?${inToronto}`);
    expect(names(popular.locations).slice(0, 2)).toEqual(['Trinity Bellwoods', 'High Park']);
    expect(popular.origin).toMatchObject({ ...TORONTO, source: 'device' });

    const venues = await get(austinite, `/api/locations/venues?${inToronto}`);
    expect(names(venues.venues).slice(0, 2)).toEqual(['Trinity Bellwoods', 'High Park']);
    expect(
      names(
        await test.app.services.locations.dashboardLocations(austinite.id, {
          lat: TORONTO.latitude,
          lng: TORONTO.longitude,
        }),
      ).slice(0, 2),
    ).toEqual(['Trinity Bellwoods', 'High Park']);
  });

  it('lists the busiest places first, without a distance, for a player with no position', async () => {
    await twoCities();
    const nowhere = await createUser(test, { name: 'Nowhere' });
    const popular = await get(nowhere, '/api/locations/popular');
    expect(names(popular.locations).slice(0, 2)).toEqual(['High Park', 'Trinity Bellwoods']);
    expect(popular.locations.every((place: { distanceMiles: null }) => place.distanceMiles === null)).toBe(
      true,
    );
    expect(names(await test.app.services.locations.dashboardLocations(nowhere.id))).toEqual([
      'Trinity Bellwoods',
      'High Park',
      'Zilker Park',
    ]);
  });
});
