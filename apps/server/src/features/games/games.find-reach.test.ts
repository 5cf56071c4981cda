import type { GameList } from '@rally/shared/games/games.schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// How far the find list reaches: a search that names another city, radii wider than the default and
// none at all, widening when the radius is empty, an exact venue anywhere, and the gender rule's marks.

const HOUR = 60 * 60 * 1000;
// The player lives in Austin; games are in Austin, Round Rock (about 17 miles), San Antonio (about 75)
// and Toronto.
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const ZILKER = { latitude: 30.2669, longitude: -97.7729 };
const ROUND_ROCK = { latitude: 30.5083, longitude: -97.6789 };
const SAN_ANTONIO = { latitude: 29.4241, longitude: -98.4936 };
const TORONTO_COURTS = { latitude: 43.6532, longitude: -79.3832 };

let test: TestApp;
let clock: TestClock;
let host: TestUser;
let player: TestUser;
beforeEach(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
  host = await createUser(test, { name: 'Hana' });
  player = await createUser(test, { name: 'Pia' });
  await setProfile(player, { location: 'Austin, TX', ...AUSTIN });
});
afterEach(async () => {
  await test.close();
});

const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

async function setProfile(user: TestUser, values: Partial<typeof userProfiles.$inferInsert>) {
  await test.database.connection.db.update(userProfiles).set(values).where(eq(userProfiles.userId, user.id));
}

async function find(query = ''): Promise<GameList> {
  const response = await player.client.get(`/api/games${query ? `?${query}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const titles = (list: { games: { title: string }[] }) => list.games.map((game) => game.title);

describe('the find list reaches other places', () => {
  it('moves a search that names a city there, measuring from it, and says where', async () => {
    await insertGame(test, host.id, { title: 'Austin run', ...ZILKER, startsAt: inHours(1) });
    await insertGame(test, host.id, {
      title: 'Harbourfront hoops',
      location: 'Harbourfront Courts',
      ...TORONTO_COURTS,
      startsAt: inHours(2),
    });

    const list = await find('q=Toronto');
    expect(titles(list)).toEqual(['Harbourfront hoops']);
    expect(list.near).toMatchObject({ label: 'Toronto, Canada' });
    expect(list.origin).toMatchObject({ source: 'search', label: 'Toronto, Canada' });
    expect(list.games[0]?.distanceMiles).toBeLessThan(5);

    // The player's own city, by name, lists its games as their place does.
    expect(titles(await find('q=Austin'))).toEqual(['Austin run']);
    // A title still finds its game, and the search stays where the player is.
    const byTitle = await find('q=harbourfront&distance=any');
    expect(titles(byTitle)).toEqual(['Harbourfront hoops']);
    expect(byTitle).toMatchObject({ near: null, origin: { source: 'profile', label: 'Austin, TX' } });
    // A text that names no game and no place finds nothing.
    expect(await find('q=zzzyxq')).toMatchObject({ games: [], near: null });
  });

  it('keeps the moved search on every page', async () => {
    for (let index = 0; index < 3; index += 1) {
      await insertGame(test, host.id, {
        title: `Toronto game ${index}`,
        location: 'Harbourfront Courts',
        ...TORONTO_COURTS,
        startsAt: inHours(index + 1),
      });
    }
    const first = await find('q=Toronto&limit=2');
    expect(titles(first)).toEqual(['Toronto game 0', 'Toronto game 1']);
    const second = await find(`q=Toronto&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(titles(second)).toEqual(['Toronto game 2']);
    expect(second.near).toMatchObject({ label: 'Toronto, Canada' });
  });

  it('takes radii of 50 and 100 miles and any distance', async () => {
    await insertGame(test, host.id, { title: 'Zilker', ...ZILKER, startsAt: inHours(1) });
    await insertGame(test, host.id, { title: 'Round Rock', ...ROUND_ROCK, startsAt: inHours(2) });
    await insertGame(test, host.id, { title: 'San Antonio', ...SAN_ANTONIO, startsAt: inHours(3) });
    await insertGame(test, host.id, { title: 'Toronto', ...TORONTO_COURTS, startsAt: inHours(4) });

    expect(titles(await find('distance=5'))).toEqual(['Zilker']);
    expect(titles(await find('distance=50'))).toEqual(['Zilker', 'Round Rock']);
    expect(titles(await find('distance=100'))).toEqual(['Zilker', 'Round Rock', 'San Antonio']);
    const anywhere = await find('distance=any&sort=distance');
    expect(titles(anywhere)).toEqual(['Zilker', 'Round Rock', 'San Antonio', 'Toronto']);
    expect(anywhere.widenedTo).toBeNull();
    expect((await player.client.get('/api/games?distance=101')).statusCode).toBe(400);
    expect((await player.client.get('/api/games?distance=far')).statusCode).toBe(400);
  });

  it('widens an empty radius step by step and says how far', async () => {
    await insertGame(test, host.id, { title: 'San Antonio', ...SAN_ANTONIO, startsAt: inHours(3) });
    const widened = await find('distance=5');
    expect(titles(widened)).toEqual(['San Antonio']);
    expect(widened.widenedTo).toBe(100);

    await insertGame(test, host.id, { title: 'Round Rock', ...ROUND_ROCK, startsAt: inHours(2) });
    expect(await find('distance=5')).toMatchObject({ widenedTo: 50, games: [{ title: 'Round Rock' }] });
    expect(await find('distance=25')).toMatchObject({ widenedTo: null, games: [{ title: 'Round Rock' }] });

    const onlyFar = await find(`lat=${TORONTO_COURTS.latitude}&lng=${TORONTO_COURTS.longitude}&distance=10`);
    expect(onlyFar.widenedTo).toBe('any');
    expect(titles(onlyFar)).toEqual(['Round Rock', 'San Antonio']);
  });

  it('lists an exact venue with no distance limit, measured from the player', async () => {
    await insertGame(test, host.id, {
      title: 'Harbourfront hoops',
      location: 'Harbourfront Courts',
      ...TORONTO_COURTS,
      startsAt: inHours(2),
    });
    await insertGame(test, host.id, {
      title: 'Zilker',
      location: 'Zilker Park',
      ...ZILKER,
      startsAt: inHours(1),
    });

    const venue = await find('location=Harbourfront%20Courts');
    expect(titles(venue)).toEqual(['Harbourfront hoops']);
    expect(venue.games[0]?.distanceMiles).toBeGreaterThan(1000);
    expect(venue).toMatchObject({ widenedTo: null, near: null, origin: { source: 'profile' } });
  });
});

describe("the find list and the game's gender rule", () => {
  it("marks each game by whether the viewer's gender lets them join, and hides the others on request", async () => {
    await insertGame(test, host.id, { title: 'Co-ed', ...ZILKER, startsAt: inHours(1) });
    await insertGame(test, host.id, { title: "Men's", gender: 'men', ...ZILKER, startsAt: inHours(2) });
    await insertGame(test, host.id, { title: "Women's", gender: 'women', ...ZILKER, startsAt: inHours(3) });
    const marks = async (query = '') =>
      (await find(query)).games.map((game) => `${game.title}: ${game.viewerEligibility}`);

    expect(await marks()).toEqual(['Co-ed: allowed', "Men's: gender-needed", "Women's: gender-needed"]);
    expect(await marks('eligible=only')).toEqual(['Co-ed: allowed']);

    await setProfile(player, { gender: 'woman' });
    expect(await marks()).toEqual(['Co-ed: allowed', "Men's: not-allowed", "Women's: allowed"]);
    expect(await marks('eligible=only')).toEqual(['Co-ed: allowed', "Women's: allowed"]);

    await setProfile(player, { gender: 'other' });
    expect(await marks('eligible=only')).toEqual(['Co-ed: allowed', "Men's: allowed", "Women's: allowed"]);
  });
});
