import type { GameSummary } from '@rally/shared/games/games.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// The distance filter reads games through an index of place and start together (migration 0007):
// these pin down what it must keep true when it stops walking at the page's last start.

const HOUR = 60 * 60 * 1000;
// Around Trafalgar Square, London.
const ORIGIN = 'lat=51.508&lng=-0.1281';
const HYDE_PARK = { latitude: 51.5073, longitude: -0.1657 }; // about 1.6 miles
const CLAPHAM = { latitude: 51.4618, longitude: -0.1384 }; // about 3.2 miles
const BRIGHTON = { latitude: 50.8225, longitude: -0.1372 }; // about 47 miles

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

const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

async function find(query: string) {
  const response = await viewer.client.get(`/api/games?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { games: GameSummary[]; nextCursor: string | null };
}

/** Every page of `query`, following the cursors: the games' titles in the order they came. */
async function everyPage(query: string): Promise<{ titles: string[]; pages: number }> {
  const titles: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await find(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    titles.push(...page.games.map((game) => game.title));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { titles, pages };
}

describe('the find list within a distance', () => {
  it('lists games starting at the same moment once each, in a steady order, across page ends', async () => {
    const ids = new Map<string, string>();
    const sameStart = inHours(2);
    for (let index = 0; index < 5; index += 1) {
      const place = index % 2 ? HYDE_PARK : CLAPHAM;
      ids.set(
        `Same time ${index}`,
        await insertGame(test, host.id, { title: `Same time ${index}`, ...place, startsAt: sameStart }),
      );
    }
    await insertGame(test, host.id, { title: 'Sooner', ...HYDE_PARK, startsAt: inHours(1) });
    await insertGame(test, host.id, { title: 'Later', ...CLAPHAM, startsAt: inHours(3) });

    const { titles, pages } = await everyPage(`${ORIGIN}&distance=5&limit=2`);
    // Games that start together come in the order of their ids, as the list's sort keys say.
    const byId = [...ids].sort(([, a], [, b]) => (a < b ? -1 : 1)).map(([title]) => title);
    expect(titles).toEqual(['Sooner', ...byId, 'Later']);
    expect(pages).toBe(4);
  });

  it('never lists a game whose start has passed, however many the place has had, nor one beyond the distance', async () => {
    for (let index = 0; index < 30; index += 1) {
      await insertGame(test, host.id, {
        title: `Past ${index}`,
        ...HYDE_PARK,
        startsAt: inHours(-1 - index),
      });
    }
    await insertGame(test, host.id, { title: 'Far away', ...BRIGHTON, startsAt: inHours(1) });
    await insertGame(test, host.id, { title: 'Next', ...HYDE_PARK, startsAt: inHours(1) });
    await insertGame(test, host.id, { title: 'After', ...CLAPHAM, startsAt: inHours(4) });

    expect((await everyPage(`${ORIGIN}&distance=5&limit=20`)).titles).toEqual(['Next', 'After']);

    // An hour and a half on, the first game has started: the list starts after it.
    clock.advance(1.5 * HOUR);
    expect((await everyPage(`${ORIGIN}&distance=5&limit=20`)).titles).toEqual(['After']);
  });

  it('treats a vanishingly small distance as none, rather than failing the database', async () => {
    await insertGame(test, host.id, { title: 'Next', ...HYDE_PARK, startsAt: inHours(1) });
    // 5e-324 is a double no database column can hold: it is read as 0 miles.
    expect((await everyPage(`${ORIGIN}&distance=5e-324`)).titles).toEqual([]);
    expect((await everyPage('lat=5e-324&lng=0&distance=5e-324&sort=distance')).titles).toEqual([]);
  });
});
