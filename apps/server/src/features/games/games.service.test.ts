import { eq, type Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createUser } from '../../test/user-factories.ts';
import { createPlayerPositions } from '../locations/player-position.ts';
import { createGamesRepository } from './games.repository.ts';
import { createGamesService } from './games.service.ts';
import type { PlaceLocator } from './place-locator.ts';
import { createSearchPlaceFinder } from './search-place.ts';

let test: TestApp;
let closeCounting: () => Promise<void> = async () => {};
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  const close = closeCounting;
  closeCounting = async () => {};
  await close();
  await test.close();
});

/** A second handle on the test database that counts every statement sent through it. */
function countingDatabase() {
  let statements = 0;
  const logger: Logger = {
    logQuery: () => {
      statements += 1;
    },
  };
  const raw = test.database.connection.rawAccess;
  let db: Database;
  if (raw.kind === 'pglite') {
    db = drizzlePglite(raw.client, { logger }) as unknown as Database;
  } else {
    const pool = new pg.Pool({ connectionString: raw.url, max: 2 });
    closeCounting = () => pool.end();
    db = drizzleNodePg(pool, { logger }) as unknown as Database;
  }
  return {
    db,
    count: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}

function servicesOn(db: Database, places: PlaceLocator = { locate: async () => null }) {
  return createGamesService({
    gamesRepo: createGamesRepository(db),
    notifications: { notifyMany: async () => [] },
    bus: { publishToMany: async () => {} },
    clock: { now: () => new Date() },
    // The profile's place is read through the same handle, so its statement is counted too.
    positions: createPlayerPositions({
      places,
      profilePlace: async (userId) => {
        const [place] = await db
          .select({
            location: userProfiles.location,
            latitude: userProfiles.latitude,
            longitude: userProfiles.longitude,
          })
          .from(userProfiles)
          .where(eq(userProfiles.userId, userId));
        return place ?? null;
      },
    }),
    searchPlaces: createSearchPlaceFinder({ places }),
  });
}

const tomorrow = (minutes = 0) => new Date(Date.now() + 24 * 60 * 60 * 1000 + minutes * 60 * 1000);

describe('the find list and my games, under load', () => {
  it('sends the same few statements for a page of 1 game as for a page of 30', async () => {
    const host = await createUser(test);
    const viewer = await createUser(test);
    const counting = countingDatabase();
    const games = servicesOn(counting.db);
    const filters = {
      sport: 'all',
      skillLevel: 'any',
      gender: 'all',
      venueCost: 'all',
      eligible: 'all',
      distance: 5,
      sort: 'start',
      limit: 50,
    } as const;

    await insertGame(test, host.id, { startsAt: tomorrow(), players: [viewer.id] });
    counting.reset();
    expect((await games.find(viewer.id, filters)).games).toHaveLength(1);
    const forOne = counting.count();
    counting.reset();
    expect((await games.mine(viewer.id, { scope: 'upcoming', limit: 50 })).games).toHaveLength(1);
    const mineForOne = counting.count();

    for (let index = 1; index < 30; index += 1) {
      await insertGame(test, host.id, { startsAt: tomorrow(index), players: [viewer.id] });
    }
    counting.reset();
    expect((await games.find(viewer.id, filters)).games).toHaveLength(30);
    expect(counting.count()).toBe(forOne);
    counting.reset();
    expect((await games.mine(viewer.id, { scope: 'upcoming', limit: 50 })).games).toHaveLength(30);
    expect(counting.count()).toBe(mineForOne);
    expect(forOne).toBeLessThanOrEqual(2);
  });

  it('draws a game page with 2 players or 20 in the same statements', async () => {
    const host = await createUser(test);
    const counting = countingDatabase();
    const games = servicesOn(counting.db);
    const small = await insertGame(test, host.id, { startsAt: tomorrow(), maxPlayers: 30 });
    const others = await Promise.all(Array.from({ length: 19 }, () => createUser(test)));
    const big = await insertGame(test, host.id, {
      startsAt: tomorrow(),
      maxPlayers: 30,
      players: others.map((u) => u.id),
    });

    counting.reset();
    await games.detail(host.id, small);
    const forSmall = counting.count();
    counting.reset();
    expect((await games.detail(host.id, big)).participants).toHaveLength(20);
    expect(counting.count()).toBe(forSmall);
  });
});

describe('where distances are measured from', () => {
  it("uses the viewer's profile place when the device gives no position", async () => {
    const host = await createUser(test);
    const viewer = await createUser(test);
    // The profile's location is free text, as the profile form saves it.
    await test.database.connection.db
      .update(userProfiles)
      .set({ location: 'London' })
      .where(eq(userProfiles.userId, viewer.id));
    await insertGame(test, host.id, {
      title: 'Near',
      latitude: 51.5073,
      longitude: -0.1657,
      startsAt: tomorrow(),
    });
    await insertGame(test, host.id, {
      title: 'Far',
      latitude: 50.8225,
      longitude: -0.1372,
      startsAt: tomorrow(1),
    });
    const asked: string[] = [];
    const games = servicesOn(test.database.connection.db, {
      locate: async (text) => {
        asked.push(text);
        return text === 'London' ? { latitude: 51.508, longitude: -0.1281 } : null;
      },
    });
    const filters = {
      sport: 'all',
      skillLevel: 'any',
      gender: 'all',
      venueCost: 'all',
      eligible: 'all',
      distance: 5,
      sort: 'start',
      limit: 20,
    } as const;

    const list = await games.find(viewer.id, filters);
    expect(asked).toEqual(['London']);
    expect(list.origin).toEqual({ latitude: 51.508, longitude: -0.1281, source: 'profile', label: 'London' });
    expect(list.games.map((game) => game.title)).toEqual(['Near']);

    const fromDevice = await games.find(viewer.id, { ...filters, lat: 50.82, lng: -0.14 });
    expect(fromDevice.origin?.source).toBe('device');
    expect(fromDevice.games.map((game) => game.title)).toEqual(['Far']);
  });
});
