import { FRIENDS_PAGE_DEFAULT } from '@rally/shared/friends/friends.schemas';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { friendships } from '../../db/schema/friends.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProfile } from '../../test/social-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

// Case and accents differ, so the order is the collator's, not the code points'.
const NAMES = ['zoë', 'Bob', 'ángel', 'Ana', 'Émile', 'chloé', 'dmitri'];
const BY_NAME = ['Ana', 'ángel', 'Bob', 'chloé', 'dmitri', 'Émile', 'zoë'];

/** The viewer with these people as accepted friends; answers their ids by name. */
async function withFriends(viewer: TestUser, names: string[]) {
  const ids = new Map<string, string>();
  for (const name of names) {
    const id = await createProfile(test, { name, sports: ['tennis'] });
    ids.set(name, id);
    await test.database.connection.db
      .insert(friendships)
      .values({ userId: id, friendId: viewer.id, status: 'accepted' });
  }
  return ids;
}

type Page = { friends: { name: string }[]; nextCursor: string | null };
const pageOf = async (viewer: TestUser, query: string) => {
  const response = await viewer.client.get(`/api/friends${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};

describe('GET /api/friends pages', () => {
  it('answers the whole list by name in one page when it fits the default page', async () => {
    const viewer = await createUser(test);
    await withFriends(viewer, NAMES);
    expect(FRIENDS_PAGE_DEFAULT).toBeGreaterThanOrEqual(NAMES.length);

    const page = await pageOf(viewer, '');
    expect(page.friends.map((f) => f.name)).toEqual(BY_NAME);
    expect(page.nextCursor).toBeNull();
  });

  it('walks every friend exactly once, by name, following the cursors', async () => {
    const viewer = await createUser(test);
    await withFriends(viewer, NAMES);

    const first = await pageOf(viewer, '?limit=3');
    const second = await pageOf(viewer, `?limit=3&cursor=${first.nextCursor}`);
    const third = await pageOf(viewer, `?limit=3&cursor=${second.nextCursor}`);

    expect([first, second, third].map((page) => page.friends.map((f) => f.name))).toEqual([
      ['Ana', 'ángel', 'Bob'],
      ['chloé', 'dmitri', 'Émile'],
      ['zoë'],
    ]);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(third.nextCursor).toBeNull();
  });

  it('continues after the right person when a friend on the page shown was removed meanwhile', async () => {
    const viewer = await createUser(test);
    const ids = await withFriends(viewer, NAMES);
    const first = await pageOf(viewer, '?limit=3');

    // Bob, the last friend shown (the cursor's own person), ends the friendship before "Load more".
    await test.database.connection.db
      .delete(friendships)
      .where(and(eq(friendships.userId, ids.get('Bob')!), eq(friendships.friendId, viewer.id)));

    const second = await pageOf(viewer, `?limit=3&cursor=${first.nextCursor}`);
    expect(second.friends.map((f) => f.name)).toEqual(['chloé', 'dmitri', 'Émile']);
  });

  it('refuses a cursor it did not write, and a page size out of bounds, with 400', async () => {
    const viewer = await createUser(test);
    for (const query of ['?cursor=not-a-cursor', '?cursor=00zz', '?limit=0', '?limit=101']) {
      const response = await viewer.client.get(`/api/friends${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
