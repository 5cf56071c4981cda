import { blocksMessages } from '@rally/shared/blocks/blocks.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { befriend, openUserSocket } from '../../test/social-factories.ts';
import { createUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

const blockedIds = async (user: Awaited<ReturnType<typeof createUser>>) =>
  (await user.client.get('/api/blocks'))
    .json()
    .blocked.map((entry: { user: { id: string } }) => entry.user.id);

describe('blocks routes', () => {
  it('answers 401 to every route without a session', async () => {
    const anonymous = createClient(test.app);
    const other = await createUser(test);
    expect((await anonymous.get('/api/blocks')).statusCode).toBe(401);
    expect((await anonymous.put(`/api/blocks/${other.id}`)).statusCode).toBe(401);
    expect((await anonymous.delete(`/api/blocks/${other.id}`)).statusCode).toBe(401);
  });

  it('blocks idempotently, lists the blocked player with their card, and unblocks idempotently', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const bob = await createUser(test, { name: 'Bob' });
    for (let i = 0; i < 2; i++) {
      const response = await alice.client.put(`/api/blocks/${bob.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ blocked: true });
    }
    expect((await alice.client.get('/api/blocks')).json()).toEqual({
      blocked: [
        {
          user: { id: bob.id, name: 'Bob', username: bob.username.toLowerCase(), avatarUrl: null },
          blockedAt: expect.any(String),
        },
      ],
    });
    for (let i = 0; i < 2; i++) {
      const response = await alice.client.delete(`/api/blocks/${bob.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ blocked: false });
    }
    expect(await blockedIds(alice)).toEqual([]);
  });

  it('refuses blocking yourself (400) and a player who does not exist (404)', async () => {
    const alice = await createUser(test);
    const self = await alice.client.put(`/api/blocks/${alice.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'cannot_block_self', message: blocksMessages.cannotBlockSelf });
    const missing = await alice.client.put('/api/blocks/no-such-user');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('user_not_found');
  });

  it("acts only on the caller's own blocks: the blocked player neither sees nor lifts the block", async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    await alice.client.put(`/api/blocks/${bob.id}`);
    // Bob's list holds only whom Bob blocked; his unblock of Alice removes nothing of hers.
    expect(await blockedIds(bob)).toEqual([]);
    expect((await bob.client.delete(`/api/blocks/${alice.id}`)).json()).toEqual({ blocked: false });
    expect(await blockedIds(alice)).toEqual([bob.id]);
  });

  it('ends a friendship and pending requests both ways, silently, and an unblock does not bring them back', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    const carol = await createUser(test);
    await befriend(alice, bob);
    const dave = await createUser(test);
    await carol.client.post('/api/friends/requests', { userId: alice.id });
    await alice.client.post('/api/friends/requests', { userId: dave.id });

    const bobsNotices = (await bob.client.get('/api/notifications')).json();
    const socket = await openUserSocket(test, bob);
    try {
      await alice.client.put(`/api/blocks/${bob.id}`);
      await alice.client.put(`/api/blocks/${carol.id}`);
      await alice.client.put(`/api/blocks/${dave.id}`);
      // Bob's socket hears nothing that names Alice.
      await expect(
        socket.next((m) => m.type === 'event' && JSON.stringify(m.event).includes(alice.id), 500),
      ).rejects.toThrow();
    } finally {
      socket.close();
    }
    expect((await bob.client.get('/api/notifications')).json()).toEqual(bobsNotices);
    expect((await alice.client.get('/api/friends')).json().friends).toEqual([]);
    expect((await bob.client.get('/api/friends')).json().friends).toEqual([]);
    expect((await dave.client.get('/api/friends/requests')).json().incoming).toEqual([]);
    expect((await carol.client.get('/api/friends/requests')).json().outgoing).toEqual([]);
    expect((await alice.client.get('/api/friends/requests')).json()).toEqual({ incoming: [], outgoing: [] });

    await alice.client.delete(`/api/blocks/${bob.id}`);
    expect((await alice.client.get('/api/friends')).json().friends).toEqual([]);
  });
});
