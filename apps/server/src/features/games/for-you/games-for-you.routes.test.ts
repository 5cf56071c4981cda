import type { GamesForYou } from '@rally/shared/games/games-for-you';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameJoinRequests, gameWaitlist } from '../../../db/schema/games.ts';
import { userProfiles } from '../../../db/schema/profiles.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { befriend } from '../../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

const HOUR = 60 * 60 * 1000;
// Austin: the player's profile place, a park two miles off, and a court in Dallas (about 180 miles).
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const ZILKER = { latitude: 30.2669, longitude: -97.7729 };
const DALLAS = { latitude: 32.7767, longitude: -96.797 };

let test: TestApp;
let clock: TestClock;
let host: TestUser;
let player: TestUser;
beforeEach(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
  host = await createUser(test, { name: 'Hana' });
  player = await createUser(test, { name: 'Pia' });
  await setProfile(player, {
    location: 'Austin, TX',
    ...AUSTIN,
    sports: ['basketball', 'tennis'],
    sportSkills: { basketball: 'intermediate', tennis: 'beginner' },
    gender: 'woman',
  });
});
afterEach(async () => {
  await test.close();
});

const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

async function setProfile(user: TestUser, values: Partial<typeof userProfiles.$inferInsert>) {
  await test.database.connection.db.update(userProfiles).set(values).where(eq(userProfiles.userId, user.id));
}

async function forYou(query = '', user: TestUser = player): Promise<GamesForYou> {
  const response = await user.client.get(`/api/games/for-you${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const titles = (list: { games: { title: string }[] }) => list.games.map((game) => game.title);

describe('games for you', () => {
  it('suggests only upcoming public games with room that the player is not in, has not asked for and may join', async () => {
    const db = test.database.connection.db;
    const someone = await createUser(test);
    const near = { sport: 'basketball', ...ZILKER };
    await insertGame(test, host.id, { title: 'Open', ...near, startsAt: inHours(3) });
    await insertGame(test, host.id, { title: 'Past', ...near, startsAt: inHours(-3) });
    await insertGame(test, host.id, { title: 'Private', ...near, isPrivate: true, startsAt: inHours(3) });
    await insertGame(test, host.id, {
      title: 'Full',
      ...near,
      maxPlayers: 2,
      players: [someone.id],
      startsAt: inHours(3),
    });
    await insertGame(test, player.id, { title: 'Own', ...near, startsAt: inHours(3) });
    await insertGame(test, host.id, { title: 'Joined', ...near, players: [player.id], startsAt: inHours(3) });
    const waitlisted = await insertGame(test, host.id, {
      title: 'Waitlisted',
      ...near,
      startsAt: inHours(3),
    });
    await db.insert(gameWaitlist).values({ gameId: waitlisted, userId: player.id });
    const requested = await insertGame(test, host.id, { title: 'Requested', ...near, startsAt: inHours(3) });
    await db.insert(gameJoinRequests).values({ gameId: requested, userId: player.id, status: 'pending' });
    await insertGame(test, host.id, { title: "Men's", ...near, gender: 'men', startsAt: inHours(3) });
    await insertGame(test, host.id, { title: "Women's", ...near, gender: 'women', startsAt: inHours(4) });

    const list = await forYou('limit=20');
    expect(titles(list)).toEqual(['Open', "Women's"]);
    expect(list.games.every((game) => game.viewerEligibility === 'allowed')).toBe(true);
    expect(list.origin).toMatchObject({ source: 'profile', label: 'Austin, TX' });

    // A player with no gender on their profile is offered co-ed games only.
    await setProfile(player, { gender: null });
    expect(titles(await forYou('limit=20'))).toEqual(['Open']);
    // "Other" may join either.
    await setProfile(player, { gender: 'other' });
    expect(titles(await forYou('limit=20'))).toEqual(['Open', "Men's", "Women's"]);
  });

  it("ranks the player's sports and nearby games first, sooner before later, and keeps far ones out", async () => {
    await insertGame(test, host.id, {
      title: 'Soccer nearby',
      sport: 'soccer',
      ...ZILKER,
      startsAt: inHours(2),
    });
    await insertGame(test, host.id, {
      title: 'Basketball nearby',
      sport: 'basketball',
      ...ZILKER,
      startsAt: inHours(30),
    });
    await insertGame(test, host.id, {
      title: 'Tennis in town',
      sport: 'tennis',
      ...ZILKER,
      startsAt: inHours(100),
    });
    await insertGame(test, host.id, {
      title: 'Basketball in Dallas',
      sport: 'basketball',
      ...DALLAS,
      startsAt: inHours(2),
    });

    const list = await forYou('limit=20');
    expect(titles(list)).toEqual(['Basketball nearby', 'Tennis in town', 'Soccer nearby']);
    expect(list.games[0]?.distanceMiles).toBeCloseTo(1.8, 0);

    // From the browser's position in Dallas, Dallas is near.
    expect(titles(await forYou(`lat=${DALLAS.latitude}&lng=${DALLAS.longitude}`))).toEqual([
      'Basketball in Dallas',
    ]);
  });

  it('puts a game friends play in ahead of an equal one', async () => {
    const friend = await createUser(test);
    await befriend(player, friend);
    await insertGame(test, host.id, {
      title: 'Strangers',
      sport: 'basketball',
      ...ZILKER,
      startsAt: inHours(5),
    });
    await insertGame(test, host.id, {
      title: 'With a friend',
      sport: 'basketball',
      ...ZILKER,
      players: [friend.id],
      startsAt: inHours(5),
    });
    expect(titles(await forYou())).toEqual(['With a friend', 'Strangers']);
  });

  it('answers an empty list to a new player with no games around, and 401 when signed out', async () => {
    expect(await forYou()).toEqual({ games: [], origin: expect.objectContaining({ source: 'profile' }) });
    const response = await test.app.inject({ method: 'GET', url: '/api/games/for-you' });
    expect(response.statusCode).toBe(401);
  });
});
