import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// Finishing a profile: a place and a sport are required, and the place's position is stored with it so
// "near you" works for every profile.

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const storedPlace = async (userId: string) => {
  const [row] = await test.database.connection.db
    .select({
      location: userProfiles.location,
      latitude: userProfiles.latitude,
      longitude: userProfiles.longitude,
      sports: userProfiles.sports,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row;
};

const isComplete = async (user: TestUser) =>
  (await user.client.get('/api/auth/session')).json().session.user.profileComplete;

describe('finishing a profile', () => {
  it('refuses a save without a place or a sport, naming both fields, and saves nothing', async () => {
    const player = await createUser(test, { name: 'New Player' });
    const before = await storedPlace(player.id);

    const bare = await player.client.put('/api/profiles/me', { name: 'New Player', bio: 'Hello' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toMatchObject({
      location: [profileMessages.locationRequired],
      sports: [profileMessages.sportRequired],
    });
    const blank = await player.client.put('/api/profiles/me', {
      name: 'New Player',
      location: '   ',
      sports: [],
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().fields).sort()).toEqual(['location', 'sports']);

    expect(await storedPlace(player.id)).toEqual(before);
    expect(await isComplete(player)).toBe(false);
  });

  it('completes the profile with a place and a sport', async () => {
    const player = await createUser(test);
    const saved = await player.client.put('/api/profiles/me', {
      name: 'Pat Player',
      location: 'Austin, TX',
      sports: ['basketball'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await isComplete(player)).toBe(true);
  });

  it('never lets a complete profile lose its place or its last sport', async () => {
    const player = await createUser(test);
    await player.client.put('/api/profiles/me', { name: 'Pat', location: 'Austin, TX', sports: ['golf'] });

    const noPlace = await player.client.put('/api/profiles/me', {
      name: 'Pat',
      location: '',
      sports: ['golf'],
    });
    expect(noPlace.json().message).toBe(profileMessages.locationRequired);
    const noSport = await player.client.put('/api/profiles/me', {
      name: 'Pat',
      location: 'Austin, TX',
      sports: [],
    });
    expect(noSport.json().message).toBe(profileMessages.sportRequired);
    expect(await storedPlace(player.id)).toMatchObject({ location: 'Austin, TX', sports: ['golf'] });
    expect(await isComplete(player)).toBe(true);
  });
});

describe("the profile place's position", () => {
  it('stores the position of a place picked from the suggestions', async () => {
    const player = await createUser(test);
    const saved = await player.client.put('/api/profiles/me', {
      name: 'Pat',
      location: 'Zilker Park',
      latitude: 30.2669,
      longitude: -97.7729,
      sports: ['soccer'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedPlace(player.id)).toMatchObject({
      location: 'Zilker Park',
      latitude: 30.2669,
      longitude: -97.7729,
    });
  });

  it('keeps a position to 6 decimals, so a subnormal one cannot break the near lists afterwards', async () => {
    const player = await createUser(test);
    const saved = await player.client.put('/api/profiles/me', {
      name: 'Pat',
      location: 'Null Island',
      latitude: 5e-324,
      longitude: -1.23456789,
      sports: ['soccer'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedPlace(player.id)).toMatchObject({ latitude: 0, longitude: -1.234568 });
    // Every list measured from the profile's position (PostgreSQL refused a distance from 5e-324).
    for (const path of [
      '/api/friends/suggestions',
      '/api/locations/popular',
      '/api/games',
      '/api/dashboard',
    ]) {
      const near = await player.client.get(path);
      expect(near.statusCode, `${path}: ${near.body}`).toBe(200);
    }
  });

  it('locates a typed place through the gazetteer when no suggestion was picked', async () => {
    const player = await createUser(test);
    await player.client.put('/api/profiles/me', { name: 'Pat', location: 'Toronto', sports: ['hockey'] });
    const place = await storedPlace(player.id);
    expect(place?.latitude).toBeCloseTo(43.7, 0);
    expect(place?.longitude).toBeCloseTo(-79.4, 0);
  });

  it('keeps a picked position when the same place is saved again, and relocates a new one', async () => {
    const player = await createUser(test);
    const picked = {
      name: 'Pat',
      location: 'Austin, TX',
      latitude: 30.3,
      longitude: -97.7,
      sports: ['golf'],
    };
    await player.client.put('/api/profiles/me', picked);
    await player.client.put('/api/profiles/me', { name: 'Pat', location: 'austin, tx ', sports: ['golf'] });
    expect(await storedPlace(player.id)).toMatchObject({ latitude: 30.3, longitude: -97.7 });

    await player.client.put('/api/profiles/me', { name: 'Pat', location: 'Berlin', sports: ['golf'] });
    const moved = await storedPlace(player.id);
    expect(moved?.latitude).toBeCloseTo(52.5, 0);
    expect(moved?.longitude).toBeCloseTo(13.4, 0);
  });

  it('saves a place it cannot find, without a position', async () => {
    const player = await createUser(test);
    await player.client.put('/api/profiles/me', {
      name: 'Pat',
      location: 'Berlin',
      sports: ['golf'],
    });
    const saved = await player.client.put('/api/profiles/me', {
      name: 'Pat',
      location: 'Qxzv Wvvq Plateau',
      sports: ['golf'],
    });
    expect(saved.statusCode).toBe(200);
    expect(await storedPlace(player.id)).toEqual({
      location: 'Qxzv Wvvq Plateau',
      latitude: null,
      longitude: null,
      sports: ['golf'],
    });
  });
});
