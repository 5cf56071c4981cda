import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { openUserSocket } from '../../test/social-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const notificationsOf = async (user: TestUser) =>
  (await user.client.get('/api/notifications')).json().notifications as Array<{
    type: string;
    title: string;
    message: string;
    relatedId: string | null;
    read: boolean;
  }>;

describe('an accepted friend request', () => {
  it('tells its sender, live, with a notice that opens the new friend’s profile', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const bob = await createUser(test, { name: 'Bob' });
    const socket = await openUserSocket(test, alice);
    const sent = await alice.client.post('/api/friends/requests', { userId: bob.id });

    const accepted = await bob.client.post(`/api/friends/requests/${sent.json().requestId}/accept`);
    expect(accepted.statusCode).toBe(200);

    await socket.next((m) => m.type === 'event' && m.event.type === 'notification.created');
    expect(await notificationsOf(alice)).toEqual([
      expect.objectContaining({
        type: 'friend_accepted',
        title: 'Friend request accepted',
        message: 'Bob accepted your friend request',
        relatedId: bob.id,
        read: false,
      }),
    ]);
    // The accepter is told nothing new: their own request notice is simply marked read.
    expect((await notificationsOf(bob)).map((n) => [n.type, n.read])).toEqual([['friend_request', true]]);
    socket.close();
  });

  it('tells the first asker when the other person asks back instead of accepting', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const bob = await createUser(test, { name: 'Bob' });
    await alice.client.post('/api/friends/requests', { userId: bob.id });

    const askedBack = await bob.client.post('/api/friends/requests', { userId: alice.id });
    expect(askedBack.json()).toMatchObject({ status: 'accepted' });

    expect(await notificationsOf(alice)).toEqual([
      expect.objectContaining({
        type: 'friend_accepted',
        message: 'Bob accepted your friend request',
        relatedId: bob.id,
      }),
    ]);
  });

  it('tells nobody when the request is declined or the acceptance is refused', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const bob = await createUser(test, { name: 'Bob' });
    const carol = await createUser(test, { name: 'Carol' });
    const sent = await alice.client.post('/api/friends/requests', { userId: bob.id });

    // Only the recipient may accept: Carol's try is not found and leaves no notice behind.
    const foreign = await carol.client.post(`/api/friends/requests/${sent.json().requestId}/accept`);
    expect(foreign.statusCode).toBe(404);
    await bob.client.post(`/api/friends/requests/${sent.json().requestId}/decline`);

    expect(await notificationsOf(alice)).toEqual([]);
  });
});
