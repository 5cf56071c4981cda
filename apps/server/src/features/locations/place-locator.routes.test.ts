import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

async function playerFrom(location: string | null) {
  const player = await createUser(test, { name: `Player from ${location}` });
  await test.database.connection.db
    .update(userProfiles)
    .set({ location })
    .where(eq(userProfiles.userId, player.id));
  return player;
}

const originOf = async (player: Awaited<ReturnType<typeof playerFrom>>) => {
  const response = await player.client.get('/api/games');
  expect(response.statusCode).toBe(200);
  return response.json().origin;
};

describe('the place locator behind the find list', () => {
  it("measures from the city a profile location names: 'Austin, TX', 'London', accents or not", async () => {
    expect(await originOf(await playerFrom('Austin, TX'))).toMatchObject({
      latitude: expect.closeTo(30.27, 1),
      longitude: expect.closeTo(-97.74, 1),
      source: 'profile',
    });
    expect(await originOf(await playerFrom('London'))).toMatchObject({
      latitude: expect.closeTo(51.51, 1),
      longitude: expect.closeTo(-0.13, 1),
    });
    expect(await originOf(await playerFrom('zurich'))).toMatchObject({ latitude: expect.closeTo(47.37, 1) });
  });

  it("prefers one of Rally's venues of that name to a city", async () => {
    const host = await createUser(test, { name: 'Host' });
    await insertGame(test, host.id, { location: 'Paris Courts', latitude: 10, longitude: 20 });
    expect(await originOf(await playerFrom(' paris courts '))).toMatchObject({ latitude: 10, longitude: 20 });
  });

  it('measures nothing from a place it does not know, or no place', async () => {
    expect(await originOf(await playerFrom('Nowhere-in-particular'))).toBeNull();
    expect(await originOf(await playerFrom(null))).toBeNull();
  });
});
