import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProfile, setProfile } from '../../test/social-factories.ts';
import { createUser } from '../../test/user-factories.ts';

// Friend suggestions near the player: nearness is part of the score, measured from the browser's
// position or the player's place to the other player's profile place.

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const ROUND_ROCK = { latitude: 30.5083, longitude: -97.6789 };
const TORONTO = { latitude: 43.6532, longitude: -79.3832 };

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

async function placeOf(
  userId: string,
  location: string,
  point: { latitude: number; longitude: number } | null,
) {
  await test.database.connection.db
    .update(userProfiles)
    .set({ location, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null })
    .where(eq(userProfiles.userId, userId));
}

type Suggested = { name: string; score: number; distanceMiles: number | null };

describe('friend suggestions near the player', () => {
  it('suggests players in Austin first to a player in Austin, with how far they are', async () => {
    const me = await createUser(test, { name: 'Austin Me' });
    await setProfile(test, me.id, {
      sports: ['tennis', 'soccer'],
      sportSkills: { tennis: 'advanced', soccer: 'beginner' },
    });
    await placeOf(me.id, 'Austin, TX', AUSTIN);
    // Two shared sports at the same levels (30), but in Toronto.
    const toronto = await createProfile(test, {
      name: 'Toronto Twin',
      sports: ['tennis', 'soccer'],
      sportSkills: { tennis: 'advanced', soccer: 'beginner' },
    });
    await placeOf(toronto, 'Toronto', TORONTO);
    // One shared sport (15), next door.
    const neighbour = await createProfile(test, {
      name: 'Austin Neighbour',
      sports: ['tennis'],
      sportSkills: { tennis: 'advanced' },
    });
    await placeOf(neighbour, 'Austin, TX', AUSTIN);
    // One shared sport (15), 17 miles north.
    const suburb = await createProfile(test, {
      name: 'Round Rock Player',
      sports: ['tennis'],
      sportSkills: { tennis: 'advanced' },
    });
    await placeOf(suburb, 'Round Rock, TX', ROUND_ROCK);
    // A profile saved before positions were stored: its distance is unknown, never near.
    await createProfile(test, {
      name: 'Unplaced Player',
      sports: ['tennis'],
      sportSkills: { tennis: 'advanced' },
    });

    const response = await me.client.get('/api/friends/suggestions');

    expect(response.statusCode).toBe(200);
    const suggestions = response.json().suggestions as Suggested[];
    expect(suggestions.map((s) => s.name)).toEqual([
      'Austin Neighbour',
      'Round Rock Player',
      'Toronto Twin',
      'Unplaced Player',
    ]);
    const [next, north, far, unknown] = suggestions;
    expect(next).toMatchObject({ distanceMiles: 0, score: 15 + 20 });
    expect(north!.distanceMiles).toBeGreaterThan(10);
    expect(north!.distanceMiles).toBeLessThan(25);
    expect(far).toMatchObject({ score: 30 });
    expect(far!.distanceMiles).toBeGreaterThan(1000);
    expect(unknown).toMatchObject({ score: 15, distanceMiles: null });
  });

  it("measures from the browser's position when the page sends one", async () => {
    const me = await createUser(test, { name: 'Travelling Me' });
    await setProfile(test, me.id, { sports: ['squash'] });
    await placeOf(me.id, 'Austin, TX', AUSTIN);
    const texan = await createProfile(test, { name: 'Squash Texan', sports: ['squash'] });
    await placeOf(texan, 'Austin, TX', AUSTIN);
    const canadian = await createProfile(test, { name: 'Squash Canadian', sports: ['squash'] });
    await placeOf(canadian, 'Toronto', TORONTO);

    const response = await me.client.get(
      `/api/friends/suggestions?lat=${TORONTO.latitude}&lng=${TORONTO.longitude}`,
    );

    const suggestions = response.json().suggestions as Suggested[];
    expect(suggestions.map((s) => s.name)).toEqual(['Squash Canadian', 'Squash Texan']);
    expect(suggestions[0]!.distanceMiles).toBe(0);
  });

  it('scores without nearness when the player has no place', async () => {
    const me = await createUser(test, { name: 'Placeless Me' });
    await setProfile(test, me.id, { sports: ['fencing'] });
    const texan = await createProfile(test, { name: 'Fencing Texan', sports: ['fencing'] });
    await placeOf(texan, 'Austin, TX', AUSTIN);

    const suggestions = (await me.client.get('/api/friends/suggestions')).json().suggestions as Suggested[];

    expect(suggestions).toEqual([
      expect.objectContaining({ name: 'Fencing Texan', score: 15, distanceMiles: null }),
    ]);
  });

  it('refuses half a browser position', async () => {
    const me = await createUser(test);
    expect((await me.client.get('/api/friends/suggestions?lng=10')).statusCode).toBe(400);
  });
});
