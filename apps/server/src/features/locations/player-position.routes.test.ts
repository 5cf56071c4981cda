import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

async function playerWithProfilePlace(place: Partial<typeof userProfiles.$inferInsert>) {
  const player = await createUser(test, { name: `Player ${Math.random()}` });
  await test.database.connection.db.update(userProfiles).set(place).where(eq(userProfiles.userId, player.id));
  return player;
}

async function positionOf(player: TestUser, query = '') {
  const response = await player.client.get(`/api/locations/position${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().position;
}

describe("the player's position", () => {
  it("names the browser's position after its nearest city, over the profile's place", async () => {
    const player = await playerWithProfilePlace({
      location: 'Austin, TX',
      latitude: 30.2672,
      longitude: -97.7431,
    });
    // Downtown Austin, by the Capitol; then a street in Toronto.
    expect(await positionOf(player, '?lat=30.2747&lng=-97.7404')).toEqual({
      latitude: 30.2747,
      longitude: -97.7404,
      source: 'device',
      label: 'Austin, TX',
    });
    expect(await positionOf(player, '?lat=43.6510&lng=-79.3470')).toMatchObject({
      source: 'device',
      label: 'Toronto, Canada',
    });
    // Mid-Atlantic: a position, but no city to name it after.
    expect(await positionOf(player, '?lat=35&lng=-40')).toMatchObject({ source: 'device', label: null });
  });

  it("answers the profile's place, stored or located from its name, and null without one", async () => {
    const stored = await playerWithProfilePlace({
      location: 'Zilker Park',
      latitude: 30.2669,
      longitude: -97.7729,
    });
    expect(await positionOf(stored)).toEqual({
      latitude: 30.2669,
      longitude: -97.7729,
      source: 'profile',
      label: 'Zilker Park',
    });
    const typed = await playerWithProfilePlace({ location: 'Toronto' });
    expect(await positionOf(typed)).toMatchObject({ source: 'profile', label: 'Toronto' });
    expect((await positionOf(typed)).latitude).toBeCloseTo(43.7, 0);
    // One coordinate alone is not a position.
    expect(await positionOf(typed, '?lat=30.27')).toMatchObject({ source: 'profile' });
    const nowhere = await createUser(test, { name: 'Nowhere' });
    expect(await positionOf(nowhere)).toBeNull();
  });

  it('refuses coordinates off the globe and a signed-out request', async () => {
    const player = await createUser(test, { name: 'Player' });
    expect((await player.client.get('/api/locations/position?lat=91&lng=0')).statusCode).toBe(400);
    expect((await player.client.get('/api/locations/position?lat=0&lng=abc')).statusCode).toBe(400);
    expect((await createClient(test.app).get('/api/locations/position')).statusCode).toBe(401);
  });
});
