import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';
import { BUSIEST_PLACES_TTL_MS } from './locations.service.ts';

const HOUR = 60 * 60 * 1000;
const START = new Date('2026-06-15T12:00:00Z');

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock(START);
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

const placesOn = async (user: TestUser): Promise<string[]> => {
  const response = await user.client.get('/api/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json().popularLocations.map((place: { name: string }) => place.name);
};

/** `count` games at `location` tomorrow (written straight to the database: no event tells Rally). */
async function gamesAt(hostId: string, location: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    await insertGame(test, hostId, { location, startsAt: new Date(START.getTime() + 24 * HOUR) });
  }
}

describe("the dashboard's popular locations, shared by every viewer", () => {
  it('are counted again once a minute has passed, even when nothing told Rally of new games', async () => {
    const viewer = await createUser(test);
    const host = await createUser(test);
    await gamesAt(host.id, 'Zilker Park', 2);
    expect(await placesOn(viewer)).toEqual(['Zilker Park']);

    await gamesAt(host.id, 'Town Green', 3);
    // Within the minute every viewer gets the places as they were counted.
    expect(await placesOn(viewer)).toEqual(['Zilker Park']);
    expect(await placesOn(host)).toEqual(['Zilker Park']);

    clock.advance(BUSIEST_PLACES_TTL_MS);
    expect(await placesOn(viewer)).toEqual(['Town Green', 'Zilker Park']);
  });

  it('show a game created or cancelled through Rally without waiting for the minute', async () => {
    const viewer = await createUser(test);
    const host = await createUser(test);
    await gamesAt(host.id, 'Zilker Park', 1);
    expect(await placesOn(viewer)).toEqual(['Zilker Park']);

    const created = await host.client.post('/api/games', {
      sport: 'soccer',
      title: 'Evening run',
      date: '2026-06-20',
      time: '18:30',
      timeZone: 'UTC',
      location: 'Riverside Courts',
      maxPlayers: 10,
    });
    expect(created.statusCode).toBe(201);
    // The game.changed event reaches this process through the database right after the commit.
    await vi.waitFor(async () => expect(await placesOn(viewer)).toContain('Riverside Courts'));

    const cancelled = await host.client.delete(`/api/games/${created.json().id}`);
    expect(cancelled.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await placesOn(viewer)).toEqual(['Zilker Park']));
  });
});
