import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { befriend } from '../../test/social-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

const HOUR = 60 * 60 * 1000;
const ZILKER = { latitude: 30.2669, longitude: -97.7729 };

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const at = (ms: number) => new Date(Date.now() + ms);
const dashboardOf = async (user: TestUser) => {
  const response = await user.client.get('/api/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Counts the statements the embedded database receives while `work` runs (PGlite only). */
async function countStatements(work: () => Promise<unknown>): Promise<number | null> {
  const raw = test.database.connection.rawAccess;
  if (raw.kind !== 'pglite') return null;
  const client = raw.client;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  let statements = 0;
  client.query = ((...args: Parameters<typeof query>) => {
    statements += 1;
    return query(...args);
  }) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => {
    statements += 1;
    return exec(...args);
  }) as typeof client.exec;
  try {
    await work();
  } finally {
    client.query = query;
    client.exec = exec;
  }
  return statements;
}

describe('the dashboard', () => {
  it('shows the next 4 games the viewer hosts or joined, soonest first, and no past or other games', async () => {
    const viewer = await createUser(test, { name: 'Vera' });
    const host = await createUser(test, { name: 'Hal' });
    const ids: string[] = [];
    for (const hours of [5, 1, 3, 2, 4]) {
      ids[hours] = await insertGame(test, hours % 2 ? viewer.id : host.id, {
        title: `In ${hours} hours`,
        startsAt: at(hours * HOUR),
        players: hours % 2 ? [] : [viewer.id],
      });
    }
    await insertGame(test, viewer.id, { title: 'Yesterday', startsAt: at(-24 * HOUR) });
    await insertGame(test, host.id, { title: 'Not mine' });

    const { upcomingGames } = await dashboardOf(viewer);
    expect(upcomingGames.map((game: { title: string }) => game.title)).toEqual([
      'In 1 hours',
      'In 2 hours',
      'In 3 hours',
      'In 4 hours',
    ]);
    expect(upcomingGames[0]).toMatchObject({ id: ids[1], relation: 'host', completed: false });
    expect(upcomingGames[1]).toMatchObject({ relation: 'participant', host: { name: 'Hal' } });
  });

  it("shows friends' game creations and joins, at most 8, and nothing from strangers", async () => {
    const viewer = await createUser(test, { name: 'Vera' });
    const friend = await createUser(test, { name: 'Fran' });
    const stranger = await createUser(test, { name: 'Stan' });
    await befriend(viewer, friend);
    for (let index = 0; index < 6; index += 1) {
      await insertGame(test, friend.id, { title: `Fran's game ${index}` });
      await insertGame(test, stranger.id, { title: `Stan's game ${index}`, players: [friend.id] });
    }
    await insertGame(test, stranger.id, { title: 'Only strangers' });

    const { friendsActivity } = await dashboardOf(viewer);
    expect(friendsActivity).toHaveLength(8);
    expect(new Set(friendsActivity.map((item: { name: string }) => item.name))).toEqual(new Set(['Fran']));
    expect(new Set(friendsActivity.map((item: { action: string }) => item.action))).toEqual(
      new Set(['created', 'joined']),
    );
    expect(friendsActivity.map((item: { game: string }) => item.game)).not.toContain('Only strangers');
  });

  it('shows the 3 places with the most upcoming games, with the distance from the profile location', async () => {
    const viewer = await createUser(test, { name: 'Vera' });
    const host = await createUser(test, { name: 'Hal' });
    for (const [location, count] of [
      ['Zilker Park', 3],
      ['Hyde Park', 1],
      ['Riverside Courts', 2],
      ['Town Green', 1],
    ] as const) {
      for (let index = 0; index < count; index += 1) {
        await insertGame(test, host.id, { location, ...(location === 'Zilker Park' ? ZILKER : {}) });
      }
    }
    const db = test.database.connection.db;
    await db.update(userProfiles).set({ location: 'Austin, TX' }).where(eq(userProfiles.userId, viewer.id));

    const { popularLocations } = await dashboardOf(viewer);
    expect(popularLocations).toHaveLength(3);
    expect(popularLocations.slice(0, 2).map((place: { name: string }) => place.name)).toEqual([
      'Zilker Park',
      'Riverside Courts',
    ]);
    expect(popularLocations[0].upcomingGames).toBe(3);
    expect(popularLocations[0].distanceMiles).toBeLessThan(3);
    expect(popularLocations[1].distanceMiles).toBeNull();
  });

  it('suggests 4 games the viewer could join near their place, in their sports first, beside their own', async () => {
    const viewer = await createUser(test, { name: 'Vera' });
    const host = await createUser(test, { name: 'Hal' });
    const db = test.database.connection.db;
    await db
      .update(userProfiles)
      .set({ location: 'Austin, TX', latitude: 30.2672, longitude: -97.7431, sports: ['basketball'] })
      .where(eq(userProfiles.userId, viewer.id));
    await insertGame(test, host.id, {
      title: 'Joined',
      sport: 'basketball',
      ...ZILKER,
      players: [viewer.id],
    });
    for (let index = 0; index < 5; index += 1) {
      await insertGame(test, host.id, {
        title: `Soccer ${index}`,
        sport: 'soccer',
        ...ZILKER,
        startsAt: at((index + 1) * HOUR),
      });
    }
    await insertGame(test, host.id, {
      title: 'Basketball',
      sport: 'basketball',
      ...ZILKER,
      startsAt: at(30 * HOUR),
    });

    const { upcomingGames, gamesForYou } = await dashboardOf(viewer);
    expect(upcomingGames.map((game: { title: string }) => game.title)).toEqual(['Joined']);
    expect(gamesForYou.map((game: { title: string }) => game.title)).toEqual([
      'Basketball',
      'Soccer 0',
      'Soccer 1',
      'Soccer 2',
    ]);
    expect(gamesForYou[0]).toMatchObject({ relation: 'none', viewerEligibility: 'allowed' });
  });

  it("measures games for you and popular places from the browser's position when the page sends one", async () => {
    const viewer = await createUser(test, { name: 'Tia' });
    const host = await createUser(test, { name: 'Hal' });
    await test.database.connection.db
      .update(userProfiles)
      .set({ location: 'Austin, TX', latitude: 30.2672, longitude: -97.7431, sports: ['basketball'] })
      .where(eq(userProfiles.userId, viewer.id));
    await insertGame(test, host.id, {
      title: 'Austin hoops',
      sport: 'basketball',
      location: 'Zilker Park',
      ...ZILKER,
    });
    await insertGame(test, host.id, {
      title: 'Toronto hoops',
      sport: 'basketball',
      location: 'Christie Pits',
      latitude: 43.6645,
      longitude: -79.4206,
    });

    const fromProfile = await dashboardOf(viewer);
    expect(fromProfile.gamesForYou.map((game: { title: string }) => game.title)).toEqual(['Austin hoops']);
    expect(fromProfile.popularLocations[0].name).toBe('Zilker Park');

    const response = await viewer.client.get('/api/dashboard?lat=43.6532&lng=-79.3832');
    expect(response.statusCode).toBe(200);
    const fromToronto = response.json();
    expect(fromToronto.gamesForYou.map((game: { title: string }) => game.title)).toEqual(['Toronto hoops']);
    expect(fromToronto.popularLocations[0].name).toBe('Christie Pits');

    const offTheGlobe = await viewer.client.get('/api/dashboard?lat=91&lng=0');
    expect(offTheGlobe.statusCode).toBe(400);
  });

  it('answers three empty parts for a new player, and 401 when signed out', async () => {
    const viewer = await createUser(test);
    expect(await dashboardOf(viewer)).toEqual({
      upcomingGames: [],
      gamesForYou: [],
      friendsActivity: [],
      popularLocations: [],
    });
    expect((await createClient(test.app).get('/api/dashboard')).statusCode).toBe(401);
  });

  it('sends the same number of statements for 1 game and friend activity as for 4 games and 8 activities', async () => {
    const viewer = await createUser(test, { name: 'Vera' });
    const friend = await createUser(test, { name: 'Fran' });
    await befriend(viewer, friend);
    await insertGame(test, friend.id, { players: [viewer.id], location: 'Zilker Park', ...ZILKER });
    await dashboardOf(viewer);
    // Popular locations are the viewer's own, read on every request.
    const placesCountedAfresh = () => dashboardOf(viewer);
    const few = await countStatements(placesCountedAfresh);

    for (let index = 0; index < 8; index += 1) {
      await insertGame(test, friend.id, { players: [viewer.id], location: `Park ${index}` });
    }
    const full = await dashboardOf(viewer);
    expect(full.upcomingGames).toHaveLength(4);
    expect(full.friendsActivity).toHaveLength(8);
    const many = await countStatements(placesCountedAfresh);
    if (few === null) return; // Counted on the embedded database; PostgreSQL runs the same SQL.
    expect(many).toBe(few);
    expect(few).toBeGreaterThan(0);
    expect(few).toBeLessThan(15);
  });
});
