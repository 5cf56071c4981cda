import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema/profiles.ts';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/user-factories.ts';

// The small "add my gender" a player takes on the way into a gendered game, and who sees the gender.

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

async function storedGender(userId: string) {
  const [row] = await test.database.connection.db
    .select({
      gender: userProfiles.gender,
      customGender: userProfiles.customGender,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row;
}

describe('PUT /api/profiles/me/gender', () => {
  it('saves the gender on the profile', async () => {
    const sam = await createUser(test, { name: 'Sam' });

    const saved = await sam.client.put('/api/profiles/me/gender', { gender: 'woman' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ gender: 'woman', customGender: null });
    expect(await storedGender(sam.id)).toEqual({ gender: 'woman', customGender: null });
  });

  it('asks for a description with "other" and keeps it, as the profile form does', async () => {
    const alex = await createUser(test, { name: 'Alex' });

    const refused = await alex.client.put('/api/profiles/me/gender', { gender: 'other' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please describe your gender');
    expect((await storedGender(alex.id))?.gender).toBeNull();

    const saved = await alex.client.put('/api/profiles/me/gender', {
      gender: 'other',
      customGender: '  Non-binary ',
    });
    expect(saved.json()).toEqual({ gender: 'other', customGender: 'Non-binary' });
  });

  it('refuses a gender outside the list and a visitor who is not signed in, writing nothing', async () => {
    const kim = await createUser(test, { name: 'Kim' });

    const unknown = await kim.client.put('/api/profiles/me/gender', { gender: 'robot' });
    expect(unknown.statusCode).toBe(400);
    const signedOut = await createClient(test.app).put('/api/profiles/me/gender', { gender: 'man' });
    expect(signedOut.statusCode).toBe(401);
    expect((await storedGender(kim.id))?.gender).toBeNull();
  });

  it('shows the gender to its owner and never to another player', async () => {
    const owner = await createUser(test, { name: 'Owner' });
    const other = await createUser(test, { name: 'Onlooker' });

    await owner.client.put('/api/profiles/me/gender', { gender: 'man' });

    const own = (await owner.client.get('/api/profiles/me')).json();
    expect(own.profile.gender).toBe('man');
    const seen = await other.client.get(`/api/profiles/${owner.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().profile).not.toHaveProperty('gender');
    expect(seen.body).not.toMatch(/"gender"|customGender/);
  });
});
