import type { GameSummary } from '@rally/shared/games/games.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameJoinRequests } from '../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

const HOUR = 60 * 60 * 1000;

let test: TestApp;
let clock: TestClock;
let host: TestUser;
let viewer: TestUser;
beforeEach(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
  host = await createUser(test, { name: 'Hana' });
  viewer = await createUser(test, { name: 'Vic' });
});
afterEach(async () => {
  await test.close();
});

/** A game starting `hours` from now. */
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

async function find(query = '', user: TestUser = viewer) {
  const response = await user.client.get(`/api/games${query ? `?${query}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    games: GameSummary[];
    nextCursor: string | null;
    anyGames: boolean;
    origin: { latitude: number; longitude: number; source: string } | null;
  };
}
const titles = (list: { games: GameSummary[] }) => list.games.map((game) => game.title);

// Around Trafalgar Square, London.
const ORIGIN = 'lat=51.508&lng=-0.1281';
const HYDE_PARK = { latitude: 51.5073, longitude: -0.1657 }; // about 1.6 miles
const CLAPHAM = { latitude: 51.4618, longitude: -0.1384 }; // about 3.2 miles
const HACKNEY = { latitude: 51.5558, longitude: -0.0317 }; // about 5.3 miles
const BRIGHTON = { latitude: 50.8225, longitude: -0.1372 }; // about 47 miles

describe('the find list', () => {
  it('lists upcoming games soonest first, never those whose start has passed', async () => {
    await insertGame(test, host.id, { title: 'Later', startsAt: inHours(5) });
    await insertGame(test, host.id, { title: 'Sooner', startsAt: inHours(1) });
    await insertGame(test, host.id, { title: 'Yesterday', startsAt: inHours(-24) });

    expect(titles(await find())).toEqual(['Sooner', 'Later']);
    clock.advance(2 * HOUR);
    expect(titles(await find())).toEqual(['Later']);
  });

  it('says whether any game exists at all, to pick the empty text', async () => {
    expect(await find()).toMatchObject({ games: [], anyGames: false });
    await insertGame(test, host.id, { sport: 'soccer', startsAt: inHours(2) });
    expect(await find('sport=tennis')).toMatchObject({ games: [], anyGames: true });
  });

  it('searches title and location case-insensitively, with wildcards taken literally', async () => {
    await insertGame(test, host.id, {
      title: 'Morning Tennis',
      location: 'Regents Park',
      startsAt: inHours(1),
    });
    await insertGame(test, host.id, { title: 'Evening Hoops', location: 'Mile End', startsAt: inHours(2) });
    await insertGame(test, host.id, {
      title: '100% Effort',
      location: 'Victoria Park',
      startsAt: inHours(3),
    });

    expect(titles(await find('q=TENNIS'))).toEqual(['Morning Tennis']);
    expect(titles(await find('q=mile%20end'))).toEqual(['Evening Hoops']);
    expect(titles(await find('q=park'))).toEqual(['Morning Tennis', '100% Effort']);
    expect(titles(await find('q=%25'))).toEqual(['100% Effort']);
    expect(titles(await find('q=tennis%20regents'))).toEqual([]);
  });

  it('matches an exact venue, whatever its case and spaces', async () => {
    await insertGame(test, host.id, { title: 'At the park', location: 'Regents Park', startsAt: inHours(1) });
    await insertGame(test, host.id, {
      title: 'Next door',
      location: 'Regents Park Annex',
      startsAt: inHours(2),
    });
    expect(titles(await find('location=%20regents%20PARK%20'))).toEqual(['At the park']);
  });

  it('filters by sport, gender and venue cost', async () => {
    await insertGame(test, host.id, {
      title: 'Soccer men free',
      sport: 'soccer',
      gender: 'men',
      startsAt: inHours(1),
    });
    await insertGame(test, host.id, {
      title: 'Tennis women paid',
      sport: 'tennis',
      gender: 'women',
      venueCost: 'paid',
      costAmount: 10,
      startsAt: inHours(2),
    });
    expect(titles(await find('sport=tennis'))).toEqual(['Tennis women paid']);
    expect(titles(await find('gender=men'))).toEqual(['Soccer men free']);
    expect(titles(await find('venueCost=paid'))).toEqual(['Tennis women paid']);
    expect(titles(await find('sport=all&gender=all&venueCost=all'))).toHaveLength(2);
  });

  it('filters by skill: a game for any level matches every filter, and the any filter matches every game', async () => {
    await insertGame(test, host.id, { title: 'Open to all', skillLevel: 'any', startsAt: inHours(1) });
    await insertGame(test, host.id, { title: 'Beginners', skillLevel: 'beginner', startsAt: inHours(2) });
    await insertGame(test, host.id, { title: 'Advanced', skillLevel: 'advanced', startsAt: inHours(3) });
    expect(titles(await find('skillLevel=beginner'))).toEqual(['Open to all', 'Beginners']);
    expect(titles(await find('skillLevel=any'))).toEqual(['Open to all', 'Beginners', 'Advanced']);
  });

  it('keeps games within the distance of the device, then lists games without a place, with no distance', async () => {
    await insertGame(test, host.id, { title: 'No place', startsAt: inHours(1) });
    await insertGame(test, host.id, { title: 'Clapham', ...CLAPHAM, startsAt: inHours(2) });
    await insertGame(test, host.id, { title: 'Hackney', ...HACKNEY, startsAt: inHours(3) });
    await insertGame(test, host.id, { title: 'Brighton', ...BRIGHTON, startsAt: inHours(4) });
    await insertGame(test, host.id, { title: 'Hyde Park', ...HYDE_PARK, startsAt: inHours(5) });

    const near = await find(`${ORIGIN}&distance=5`);
    expect(titles(near)).toEqual(['Clapham', 'Hyde Park', 'No place']);
    expect(near.origin).toMatchObject({ latitude: 51.508, longitude: -0.1281, source: 'device' });
    const miles = near.games.map((game) => game.distanceMiles);
    expect(miles[0]).toBeCloseTo(3.2, 0);
    expect(miles[1]).toBeCloseTo(1.6, 0);
    expect(miles[2]).toBeNull();

    expect(titles(await find(`${ORIGIN}&distance=25`))).toEqual([
      'Clapham',
      'Hackney',
      'Hyde Park',
      'No place',
    ]);
    // Without a position, nothing is measured and nothing is left out.
    const anywhere = await find();
    expect(anywhere.origin).toBeNull();
    expect(anywhere.games).toHaveLength(5);
    expect(anywhere.games.every((game) => game.distanceMiles === null)).toBe(true);
  });

  it('shows the same distance on the game page as on its card', async () => {
    const gameId = await insertGame(test, host.id, { title: 'Clapham', ...CLAPHAM, startsAt: inHours(2) });
    const card = (await find(`${ORIGIN}&distance=25`)).games[0];
    const page = (await viewer.client.get(`/api/games/${gameId}?${ORIGIN}`)).json();
    expect(page.distanceMiles).toBe(card?.distanceMiles);
    expect((await viewer.client.get(`/api/games/${gameId}`)).json().distanceMiles).toBeNull();
  });

  it('sorts nearest first, games without a place last', async () => {
    await insertGame(test, host.id, { title: 'No place', startsAt: inHours(1) });
    await insertGame(test, host.id, { title: 'Hackney', ...HACKNEY, startsAt: inHours(2) });
    await insertGame(test, host.id, { title: 'Clapham', ...CLAPHAM, startsAt: inHours(3) });
    await insertGame(test, host.id, { title: 'Hyde Park', ...HYDE_PARK, startsAt: inHours(4) });
    expect(titles(await find(`${ORIGIN}&distance=25&sort=distance`))).toEqual([
      'Hyde Park',
      'Clapham',
      'Hackney',
      'No place',
    ]);
  });

  it('pages through every game exactly once, by start, by search and by distance', async () => {
    const places = [HYDE_PARK, CLAPHAM, HACKNEY, null, null, HYDE_PARK, CLAPHAM];
    for (const [index, place] of places.entries()) {
      await insertGame(test, host.id, {
        title: `Game ${index}`,
        ...(place ?? {}),
        startsAt: inHours(index + 1),
      });
    }
    for (const query of [
      `limit=3`,
      // A search whose matches fill a page among the next games by start.
      `q=game&limit=3`,
      `${ORIGIN}&distance=25&limit=3`,
      `${ORIGIN}&distance=25&sort=distance&limit=3`,
    ]) {
      const everyOne = await find(query.replace('limit=3', 'limit=50'));
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await find(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        seen.push(...titles(page));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(seen).toEqual(titles(everyOne));
      expect(seen).toHaveLength(7);
      expect(pages).toBe(3);
    }
  });

  it('refuses a cursor it did not write', async () => {
    const response = await viewer.client.get('/api/games?cursor=bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_cursor');
  });

  it('lists private games with the lock, and says how the viewer stands with each', async () => {
    const mine = await insertGame(test, viewer.id, { title: 'Mine', startsAt: inHours(1) });
    const joined = await insertGame(test, host.id, {
      title: 'Joined',
      players: [viewer.id],
      startsAt: inHours(2),
    });
    const asked = await insertGame(test, host.id, { title: 'Asked', isPrivate: true, startsAt: inHours(3) });
    await test.database.connection.db.insert(gameJoinRequests).values({ gameId: asked, userId: viewer.id });
    await insertGame(test, host.id, { title: 'Other', startsAt: inHours(4) });

    const list = await find();
    expect(list.games.map((game) => [game.title, game.relation, game.isPrivate])).toEqual([
      ['Mine', 'host', false],
      ['Joined', 'participant', false],
      ['Asked', 'requested', true],
      ['Other', 'none', false],
    ]);
    expect(list.games[1]).toMatchObject({
      id: joined,
      playersJoined: 2,
      spotsLeft: 6,
      host: { name: 'Hana' },
    });
    expect(list.games[0]?.id).toBe(mine);
  });
});

describe('my games', () => {
  it('lists hosted and joined games, upcoming soonest first and past latest first, a page at a time', async () => {
    await insertGame(test, viewer.id, { title: 'Hosting soon', startsAt: inHours(1) });
    await insertGame(test, host.id, { title: 'Joined later', players: [viewer.id], startsAt: inHours(3) });
    await insertGame(test, host.id, { title: 'Not mine', startsAt: inHours(2) });
    await insertGame(test, host.id, {
      title: 'Played last week',
      players: [viewer.id],
      startsAt: inHours(-170),
    });
    await insertGame(test, viewer.id, { title: 'Hosted yesterday', startsAt: inHours(-24) });

    const upcoming = (await viewer.client.get('/api/games/mine')).json();
    expect(titles(upcoming)).toEqual(['Hosting soon', 'Joined later']);
    const firstPast = (await viewer.client.get('/api/games/mine?scope=past&limit=1')).json();
    expect(titles(firstPast)).toEqual(['Hosted yesterday']);
    expect(firstPast.games[0]).toMatchObject({ completed: true, relation: 'host' });
    const secondPast = (
      await viewer.client.get(
        `/api/games/mine?scope=past&limit=1&cursor=${encodeURIComponent(firstPast.nextCursor)}`,
      )
    ).json();
    expect(titles(secondPast)).toEqual(['Played last week']);
    expect(secondPast.nextCursor).toBeNull();
  });
});
