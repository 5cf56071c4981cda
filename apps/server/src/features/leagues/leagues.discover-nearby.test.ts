import { LEAGUE_NEAR_RADIUS_MILES } from '@rally/shared/leagues/leagues.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues } from '../../db/schema/leagues.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createLeague, joinAll } from '../../test/league-scene.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// Discover near the player (the browser's position, else the profile's place), and the league's own
// optional place on Create League.

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const ROUND_ROCK = { latitude: 30.5083, longitude: -97.6789 };
const BERLIN = { latitude: 52.52, longitude: 13.405 };

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

/** Gives the user's profile a place with its position, as a profile saved from a suggestion holds it. */
async function livesIn(user: TestUser, location: string, point: { latitude: number; longitude: number }) {
  await test.database.connection.db
    .update(userProfiles)
    .set({ location, ...point })
    .where(eq(userProfiles.userId, user.id));
}

async function storedPosition(leagueId: string) {
  const [row] = await test.database.connection.db
    .select({ place: leagues.place, latitude: leagues.latitude, longitude: leagues.longitude })
    .from(leagues)
    .where(eq(leagues.id, leagueId));
  return row;
}

type Listed = { name: string; distanceMiles: number | null; place: string | null };

describe('Discover near the player', () => {
  it('lists the leagues near a player in Austin first, nearest first, then the rest most members first', async () => {
    const player = await createUser(test);
    await livesIn(player, 'Austin, TX', AUSTIN);
    const berliner = await createUser(test);
    await livesIn(berliner, 'Berlin', BERLIN);
    const texan = await createUser(test);
    await livesIn(texan, 'Round Rock, TX', ROUND_ROCK);
    const nowhere = await createUser(test);

    // The biggest league is in Berlin: it led Discover before nearness counted.
    const berlin = await createLeague(berliner, { name: 'Near1 Berlin Hoops', sport: 'basketball' });
    await joinAll(berlin, [await createUser(test), await createUser(test)]);
    // No place of its own: measured from its creator's profile place (Round Rock).
    await createLeague(texan, { name: 'Near1 Round Rock Hoops', sport: 'basketball' });
    await createLeague(berliner, {
      name: 'Near1 Austin Hoops',
      sport: 'basketball',
      place: 'Zilker Park',
      ...AUSTIN,
    });
    await createLeague(nowhere, { name: 'Near1 Placeless Hoops', sport: 'basketball' });

    const response = await player.client.get('/api/leagues?q=near1&sport=basketball');

    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.discover.map((league: Listed) => league.name)).toEqual([
      'Near1 Austin Hoops',
      'Near1 Round Rock Hoops',
      'Near1 Berlin Hoops',
      'Near1 Placeless Hoops',
    ]);
    const [austin, roundRock, far, placeless] = list.discover as Listed[];
    expect(austin).toMatchObject({ place: 'Zilker Park', distanceMiles: 0 });
    expect(roundRock!.distanceMiles).toBeGreaterThan(10);
    expect(roundRock!.distanceMiles).toBeLessThan(LEAGUE_NEAR_RADIUS_MILES);
    expect(far!.distanceMiles).toBeGreaterThan(5000);
    expect(placeless!.distanceMiles).toBeNull();
    expect(list.near).toEqual({ source: 'profile', label: 'Austin, TX' });
    expect(list.discoverCount).toBe(4);
  });

  it("measures from the browser's position when the page sends one", async () => {
    const player = await createUser(test);
    await livesIn(player, 'Austin, TX', AUSTIN);
    const berliner = await createUser(test);
    await livesIn(berliner, 'Berlin', BERLIN);
    const texan = await createUser(test);
    await livesIn(texan, 'Austin, TX', AUSTIN);
    await createLeague(berliner, { name: 'Near2 Berlin Chess', sport: 'chess' });
    await createLeague(texan, { name: 'Near2 Austin Chess', sport: 'chess' });

    const list = (
      await player.client.get(`/api/leagues?q=near2&lat=${BERLIN.latitude}&lng=${BERLIN.longitude}`)
    ).json();

    expect(list.discover.map((league: Listed) => league.name)).toEqual([
      'Near2 Berlin Chess',
      'Near2 Austin Chess',
    ]);
    expect(list.near).toMatchObject({ source: 'device' });
  });

  it('keeps the usual order, most members first, for a player whose place is unknown', async () => {
    const player = await createUser(test);
    const berliner = await createUser(test);
    await livesIn(berliner, 'Berlin', BERLIN);
    const texan = await createUser(test);
    await livesIn(texan, 'Austin, TX', AUSTIN);
    await createLeague(texan, { name: 'Near3 Austin Rowing', sport: 'rowing' });
    const big = await createLeague(berliner, { name: 'Near3 Berlin Rowing', sport: 'rowing' });
    await joinAll(big, [await createUser(test)]);

    const list = (await player.client.get('/api/leagues?q=near3')).json();

    expect(list.discover.map((league: Listed) => [league.name, league.distanceMiles])).toEqual([
      ['Near3 Berlin Rowing', null],
      ['Near3 Austin Rowing', null],
    ]);
    expect(list.near).toBeNull();
  });

  it('refuses half a browser position', async () => {
    const player = await createUser(test);
    const response = await player.client.get('/api/leagues?lat=30.2');
    expect(response.statusCode).toBe(400);
  });
});

describe("a league's place", () => {
  it('keeps the position of a picked suggestion and shows the place on the page', async () => {
    const creator = await createUser(test);
    const response = await creator.client.post('/api/leagues', {
      name: 'Place Picked League',
      sport: 'tennis',
      skillLevel: 'casual',
      place: '  Zilker Park  ',
      ...AUSTIN,
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ place: 'Zilker Park' });
    expect(await storedPosition(response.json().id)).toEqual({ place: 'Zilker Park', ...AUSTIN });
  });

  it('locates a typed place through the gazetteer', async () => {
    const creator = await createUser(test);
    const id = await createLeague(creator, { name: 'Place Typed League', place: 'Austin, TX' });

    const stored = await storedPosition(id);
    expect(stored?.place).toBe('Austin, TX');
    expect(stored?.latitude).toBeCloseTo(AUSTIN.latitude, 0);
    expect(stored?.longitude).toBeCloseTo(AUSTIN.longitude, 0);
  });

  it('keeps a place the gazetteer cannot find as text, without a position', async () => {
    const creator = await createUser(test);
    const id = await createLeague(creator, { name: 'Place Unknown League', place: 'Behind the old mill' });
    expect(await storedPosition(id)).toEqual({
      place: 'Behind the old mill',
      latitude: null,
      longitude: null,
    });
  });

  it('stores no place when the field is blank', async () => {
    const creator = await createUser(test);
    const id = await createLeague(creator, { name: 'Place Blank League', place: '   ' });
    expect(await storedPosition(id)).toEqual({ place: null, latitude: null, longitude: null });
  });

  it('refuses half a position, a position without a place, coordinates off the globe and a place too long, writing nothing', async () => {
    const creator = await createUser(test);
    const base = { name: 'Place Refused League', sport: 'tennis', skillLevel: 'casual' };
    const attempts = [
      { ...base, place: 'Zilker Park', latitude: AUSTIN.latitude },
      { ...base, latitude: AUSTIN.latitude, longitude: AUSTIN.longitude },
      { ...base, place: 'Zilker Park', latitude: 91, longitude: 0 },
      { ...base, place: 'Zilker Park', latitude: 0, longitude: -181 },
      { ...base, place: 'x'.repeat(201) },
    ];

    for (const body of attempts) {
      const response = await creator.client.post('/api/leagues', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const rows = await test.database.connection.db
      .select({ id: leagues.id })
      .from(leagues)
      .where(eq(leagues.name, base.name));
    expect(rows).toEqual([]);
  });
});
