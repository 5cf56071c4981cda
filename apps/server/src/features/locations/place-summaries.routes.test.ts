import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { insertLeague } from '../../test/league-content-scene.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = new Date('2026-06-15T12:00:00Z');
const ZILKER = { latitude: 30.2669, longitude: -97.7729 };

let test: TestApp;
let clock: TestClock;
let host: TestUser;
beforeAll(async () => {
  clock = createTestClock(START);
  test = await buildTestApp({ clock });
});
afterAll(async () => {
  await test.close();
});
/** The test clock moves only by steps: this steps it to `moment`, back or forward. */
const setClock = (moment: Date) => clock.advance(moment.getTime() - clock.now().getTime());

beforeEach(async () => {
  setClock(START);
  await test.database.connection.db.delete(games);
  host = await createUser(test, { name: `Host ${Math.random()}` });
});

type Place = {
  name: string;
  gameCount: number;
  upcomingGames: number;
  recentGames: number;
  sports: string[];
};
const placesOf = async (): Promise<Place[]> => {
  const response = await host.client.get('/api/locations/popular');
  expect(response.statusCode).toBe(200);
  return response.json().locations;
};

/** The summaries as kept, and as counted afresh from the games: they must agree. */
async function summariesAgreeWithGames() {
  const db = test.database.connection.db;
  const read = async () =>
    (
      (await db.execute(
        sql`select place_key, name, sports, game_count, free_games, paid_games, positioned_games,
                   round((latitude_sum / nullif(positioned_games, 0))::numeric, 6) as latitude,
                   (select json_agg(json_build_array(day, games) order by day) from place_game_days d
                     where d.place_key = s.place_key) as days,
                   (select json_agg(json_build_array(week, games) order by week) from place_game_weeks w
                     where w.place_key = s.place_key) as weeks
            from place_summaries s order by place_key`,
      )) as unknown as { rows: unknown[] }
    ).rows;
  const kept = await read();
  await db.execute(sql`select rebuild_place_summaries()`);
  expect(kept).toEqual(await read());
  return kept;
}

describe('the places summary', () => {
  it('counts a game created over HTTP, and forgets it when the game is cancelled', async () => {
    const created = await host.client.post('/api/games', {
      sport: 'tennis',
      title: 'Evening rally',
      date: '2026-06-17',
      time: '18:00',
      timeZone: 'America/Chicago',
      location: 'Zilker Park',
      ...ZILKER,
    });
    expect(created.statusCode).toBe(201);
    await insertGame(test, host.id, {
      location: 'zilker park',
      sport: 'soccer',
      startsAt: new Date(START.getTime() - DAY),
    });
    expect(await placesOf()).toEqual([
      expect.objectContaining({ name: 'Zilker Park', gameCount: 2, upcomingGames: 1, recentGames: 1 }),
    ]);
    expect(await summariesAgreeWithGames()).toHaveLength(1);

    const gameId = created.json().game?.id ?? created.json().id;
    expect((await host.client.delete(`/api/games/${gameId}`)).statusCode).toBe(200);
    expect(await placesOf()).toEqual([
      expect.objectContaining({ name: 'zilker park', gameCount: 1, upcomingGames: 0, sports: ['soccer'] }),
    ]);
    await summariesAgreeWithGames();
  });

  it('moves a game from upcoming to recent the moment it starts, and out of recent 7 days later', async () => {
    await insertGame(test, host.id, {
      location: 'Zilker Park',
      startsAt: new Date(START.getTime() + 2 * HOUR),
    });
    await insertGame(test, host.id, {
      location: 'Zilker Park',
      startsAt: new Date(START.getTime() + 3 * DAY),
    });
    // Weeks ahead, in another week than the clock's all along.
    await insertGame(test, host.id, {
      location: 'Zilker Park',
      startsAt: new Date(START.getTime() + 20 * DAY),
    });
    expect(await placesOf()).toMatchObject([{ upcomingGames: 3, recentGames: 0 }]);
    setClock(new Date(START.getTime() + 2 * HOUR + 1));
    expect(await placesOf()).toMatchObject([{ upcomingGames: 2, recentGames: 1 }]);
    setClock(new Date(START.getTime() + 3 * DAY + 1));
    expect(await placesOf()).toMatchObject([{ upcomingGames: 1, recentGames: 2 }]);
    setClock(new Date(START.getTime() + 7 * DAY + 2 * HOUR + 1));
    expect(await placesOf()).toMatchObject([{ upcomingGames: 1, recentGames: 1, gameCount: 3 }]);
    setClock(new Date(START.getTime() + 10 * DAY + 1));
    expect(await placesOf()).toMatchObject([{ upcomingGames: 1, recentGames: 0, gameCount: 3 }]);
    setClock(new Date(START.getTime() + 20 * DAY + 1));
    expect(await placesOf()).toMatchObject([{ upcomingGames: 0, recentGames: 1, gameCount: 3 }]);
    await summariesAgreeWithGames();
  });

  it('follows a game moved to another place or day, and a host whose account is deleted', async () => {
    const moved = await insertGame(test, host.id, { location: 'Zilker Park', sport: 'soccer', ...ZILKER });
    await insertGame(test, host.id, {
      location: 'Hyde Park',
      sport: 'golf',
      venueCost: 'paid',
      costAmount: 4,
    });
    const db = test.database.connection.db;
    await db
      .update(games)
      .set({
        location: 'Hyde Park',
        latitude: null,
        longitude: null,
        startsAt: new Date(START.getTime() - DAY),
      })
      .where(eq(games.id, moved));
    expect(await placesOf()).toEqual([
      expect.objectContaining({
        name: 'Hyde Park',
        gameCount: 2,
        upcomingGames: 1,
        recentGames: 1,
        sports: ['golf', 'soccer'],
      }),
    ]);
    // Joins touch every game row: they change no count.
    await db.update(games).set({ playersJoined: 2 }).where(eq(games.id, moved));
    await summariesAgreeWithGames();

    await db.execute(sql`delete from users where id = ${host.id}`);
    expect(await summariesAgreeWithGames()).toEqual([]);
  });
});

describe('a league fixture at a place', () => {
  /** A league season's fixture game there (private to the league, as Find leaves it out). */
  const insertFixture = async (location: string, startsAt: Date) =>
    insertGame(test, host.id, {
      location,
      startsAt,
      isPrivate: true,
      leagueId: await insertLeague(test, host.id, { name: `League ${Math.random()}` }),
    });

  it('counts no game there, upcoming, recent or in all, and never makes the place popular', async () => {
    await insertGame(test, host.id, {
      location: 'Zilker Park',
      startsAt: new Date(START.getTime() + 3 * DAY),
    });
    // Today and the recent week's first day are counted from the games themselves: fixtures on both.
    await insertFixture('Zilker Park', new Date(START.getTime() + 2 * HOUR));
    await insertFixture('Zilker Park', new Date(START.getTime() - 7 * DAY + HOUR));
    await insertFixture('Zilker Park', new Date(START.getTime() + 20 * DAY));
    for (let day = 1; day <= 3; day += 1)
      await insertFixture('Hyde Park', new Date(START.getTime() + day * DAY));

    expect(await placesOf()).toEqual([
      expect.objectContaining({ name: 'Zilker Park', gameCount: 1, upcomingGames: 1, recentGames: 0 }),
    ]);
    const { popularLocations } = (await host.client.get('/api/dashboard')).json();
    expect(popularLocations.map((place: Place) => place.name)).toEqual(['Zilker Park']);
    await summariesAgreeWithGames();
  });

  it('leaves the counts alone when a fixture is moved or deleted, while an ordinary game moves them', async () => {
    const fixture = await insertFixture('Zilker Park', new Date(START.getTime() + DAY));
    const game = await insertGame(test, host.id, {
      location: 'Zilker Park',
      startsAt: new Date(START.getTime() + DAY),
    });
    const db = test.database.connection.db;
    await db
      .update(games)
      .set({ location: 'Hyde Park', startsAt: new Date(START.getTime() + 2 * DAY) })
      .where(eq(games.id, fixture));
    expect(await placesOf()).toEqual([
      expect.objectContaining({ name: 'Zilker Park', gameCount: 1, upcomingGames: 1 }),
    ]);
    await db.delete(games).where(eq(games.id, fixture));
    expect(await placesOf()).toEqual([expect.objectContaining({ name: 'Zilker Park', gameCount: 1 })]);
    await db.update(games).set({ location: 'Hyde Park' }).where(eq(games.id, game));
    expect(await placesOf()).toEqual([expect.objectContaining({ name: 'Hyde Park', gameCount: 1 })]);
    await summariesAgreeWithGames();
  });
});
