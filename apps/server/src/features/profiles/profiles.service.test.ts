import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/user-factories.ts';
import type { ProfilesService } from './profiles.service.ts';

// The methods other features (friends, presence) call to read profiles.

let test: TestApp;
let profiles: ProfilesService;
beforeEach(async () => {
  test = await buildTestApp();
  profiles = test.app.services.profiles;
});
afterEach(async () => {
  await test.close();
});

const person = async (username: string, name: string, sports: string[] = []) => {
  const user = await createUser(test, { username, name });
  if (sports.length > 0) {
    const response = await user.client.put('/api/profiles/me', { name, location: 'Austin, TX', sports });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
  return user;
};

describe('profiles for other features', () => {
  it('finds people by username or name, case-insensitively, those starting with the term first', async () => {
    const searcher = await person('searcher', 'Searcher');
    await person('zed_jordan', 'Zed Smith');
    await person('jordan_k', 'Kim Lee');
    await person('other', 'Pat Jordanson');
    await person('nobody', 'Nobody Here');

    const found = await profiles.searchProfiles('  JORDAN ', 10, [searcher.id]);
    expect(found.map((p) => p.username)).toEqual(['jordan_k', 'other', 'zed_jordan']);
    expect(found[0]).toEqual({
      userId: expect.any(String),
      username: 'jordan_k',
      name: 'Kim Lee',
      avatarUrl: null,
      sports: [],
      sportSkills: {},
    });
    expect(await profiles.searchProfiles('   ', 10)).toEqual([]);
  });

  it('treats % and _ in a search term as plain characters', async () => {
    await person('under_score', 'Under Score');
    await person('underxscore', 'Other Person');
    expect((await profiles.searchProfiles('r_s', 10)).map((p) => p.username)).toEqual(['under_score']);
    expect(await profiles.searchProfiles('%', 10)).toEqual([]);
  });

  it('looks up public profiles by id, with the username for friend lists', async () => {
    const alice = await person('alice_p', 'Alice P', ['golf']);
    const found = await profiles.getPublicProfiles([alice.id, 'missing-id']);
    expect([...found.keys()]).toEqual([alice.id]);
    expect(found.get(alice.id)).toEqual({
      userId: alice.id,
      username: 'alice_p',
      name: 'Alice P',
      avatarUrl: null,
      sports: ['golf'],
      sportSkills: { golf: 'beginner' },
    });
  });

  it('reports who shares their activity status', async () => {
    const alice = await person('alice_s', 'Alice S');
    const bob = await person('bob_s', 'Bob S');
    await bob.client.patch('/api/profiles/me/activity-status', { showActivityStatus: false });
    const settings = await profiles.getActivityStatusSettings([alice.id, bob.id, 'missing-id']);
    expect(Object.fromEntries(settings)).toEqual({ [alice.id]: true, [bob.id]: false });
    expect(await profiles.getActivityStatusSetting(bob.id)).toBe(false);
    expect(await profiles.getActivityStatusSetting('missing-id')).toBe(false);
  });
});
