import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { befriend, openUserSocket } from '../../test/social-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const send = async (from: TestUser, to: TestUser, message: string) => {
  const response = await from.client.post(`/api/messages/${to.id}`, { message });
  expect(response.statusCode).toBe(201);
  // Messages a moment apart, so their order is their time.
  await new Promise((resolve) => setTimeout(resolve, 3));
};

describe('the messages inbox', () => {
  it('lists conversations newest activity first, with the last line and who sent it', async () => {
    const me = await createUser(test, { name: 'Me' });
    const ann = await createUser(test, { name: 'Ann' });
    const ben = await createUser(test, { name: 'Ben' });
    const quiet = await createUser(test, { name: 'Quiet' });
    await befriend(me, ann);
    await befriend(me, ben);
    await befriend(me, quiet);
    await send(ann, me, 'Tennis tomorrow?\nI booked court 3');
    await send(ben, me, 'Hi');
    await send(me, ben, `${'x'.repeat(200)}`);
    await send(ann, me, 'Still on?');

    const response = await me.client.get('/api/messages');
    expect(response.statusCode).toBe(200);
    const inbox = response.json();
    expect(inbox.conversations).toEqual([
      {
        friend: { id: ann.id, name: 'Ann', username: expect.any(String), avatarUrl: null },
        lastMessage: { preview: 'Still on?', sentAt: expect.any(String), fromMe: false, removed: false },
        unreadCount: 2,
      },
      {
        friend: expect.objectContaining({ id: ben.id, name: 'Ben' }),
        lastMessage: {
          preview: `${'x'.repeat(119)}…`,
          sentAt: expect.any(String),
          fromMe: true,
          removed: false,
        },
        unreadCount: 1,
      },
    ]);
    expect(inbox.unreadTotal).toBe(3);
    expect((await me.client.get('/api/messages/unread')).json()).toEqual({ unreadTotal: 3 });
    // The other side sees its own view: Ann wrote last, so nothing is unread for her.
    const anns = (await ann.client.get('/api/messages')).json();
    expect(anns.conversations[0]).toMatchObject({
      friend: { id: me.id },
      lastMessage: { preview: 'Still on?', fromMe: true },
      unreadCount: 0,
    });
  });

  it('shows a multi-line message by its first line', async () => {
    const me = await createUser(test);
    const ann = await createUser(test);
    await befriend(me, ann);
    await send(ann, me, 'First line\nsecond line');
    const inbox = (await me.client.get('/api/messages')).json();
    expect(inbox.conversations[0].lastMessage.preview).toBe('First line');
  });

  it('marks a conversation read on the server, so every device of the reader clears its badge', async () => {
    const me = await createUser(test, { name: 'Me' });
    const ann = await createUser(test, { name: 'Ann' });
    const ben = await createUser(test, { name: 'Ben' });
    await befriend(me, ann);
    await befriend(me, ben);
    await send(ann, me, 'one');
    await send(ann, me, 'two');
    await send(ben, me, 'hey');
    // A second device of the reader, listening.
    const otherDevice = await openUserSocket(test, me);

    const read = await me.client.post(`/api/messages/${ann.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ message: 'Conversation marked as read' });
    expect(await otherDevice.next((m) => m.type === 'event' && m.event.type === 'conversation.read')).toEqual(
      { type: 'event', topic: `user:${me.id}`, event: { type: 'conversation.read', friendId: ann.id } },
    );

    expect((await me.client.get('/api/messages/unread')).json()).toEqual({ unreadTotal: 1 });
    const inbox = (await me.client.get('/api/messages')).json();
    expect(inbox.conversations.map((c: { unreadCount: number }) => c.unreadCount)).toEqual([1, 0]);

    // A new message after the marker is unread again; reading the history alone does not clear it.
    await send(ann, me, 'three');
    expect((await me.client.get(`/api/messages/${ann.id}`)).statusCode).toBe(200);
    expect((await me.client.get('/api/messages/unread')).json()).toEqual({ unreadTotal: 2 });
    otherDevice.close();
  });

  it('refuses to mark a conversation with someone who is not a friend', async () => {
    const me = await createUser(test);
    const stranger = await createUser(test);
    const response = await me.client.post(`/api/messages/${stranger.id}/read`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You can only message your friends.');
  });

  it('leaves out conversations with people who are no longer friends', async () => {
    const me = await createUser(test);
    const ann = await createUser(test);
    await befriend(me, ann);
    await send(ann, me, 'bye');
    expect((await me.client.delete(`/api/friends/${ann.id}`)).statusCode).toBeLessThan(300);
    expect((await me.client.get('/api/messages')).json()).toEqual({
      conversations: [],
      gameChats: [],
      unreadTotal: 0,
    });
    expect((await me.client.get('/api/messages/unread')).json()).toEqual({ unreadTotal: 0 });
  });

  it('asks for a session', async () => {
    const me = await createUser(test);
    me.client.cookies.clear();
    expect((await me.client.get('/api/messages')).statusCode).toBe(401);
    expect((await me.client.get('/api/messages/unread')).statusCode).toBe(401);
  });
});
