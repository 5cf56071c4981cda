import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createLeague, insertMember, joinAll } from '../../test/league-scene.ts';
import { createUser } from '../../test/user-factories.ts';

// The profile's leagues card: what its owner created or belongs to, a private league only for its members.

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

describe("a profile's leagues card", () => {
  it('lists what the owner created and joined, hiding a private league from non-members', async () => {
    const owner = await createUser(test);
    const other = await createUser(test);
    const teammate = await createUser(test);
    const created = await createLeague(owner, { name: 'Owner Open', sport: 'golf' });
    const secret = await createLeague(owner, { name: 'Owner Secret', sport: 'golf', isPrivate: true });
    const joined = await createLeague(other, { name: 'Joined Open', sport: 'rugby' });
    await joinAll(joined, [owner]);
    await insertMember(test, secret, teammate.id);
    const names = (screen: { leagues: { name: string }[] }) =>
      screen.leagues.map((league) => league.name).sort();

    const own = (await owner.client.get('/api/profiles/me')).json();
    const seenByOther = (await other.client.get(`/api/profiles/${owner.id}`)).json();
    const seenByTeammate = (await teammate.client.get(`/api/profiles/${owner.id}`)).json();

    expect(names(own)).toEqual(['Joined Open', 'Owner Open', 'Owner Secret']);
    expect(own.leagues).toContainEqual({ id: created, name: 'Owner Open', sport: 'golf' });
    expect(names(seenByOther)).toEqual(['Joined Open', 'Owner Open']);
    expect(names(seenByTeammate)).toEqual(['Joined Open', 'Owner Open', 'Owner Secret']);
  });
});
