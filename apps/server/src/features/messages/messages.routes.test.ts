import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { befriend, openUserSocket } from '../../test/social-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const send = (from: TestUser, to: TestUser, message: string) =>
  from.client.post(`/api/messages/${to.id}`, { message });
const texts = (body: { messages: { message: string }[] }) => body.messages.map((m) => m.message);

async function friendsPair() {
  const alice = await createUser(test, { name: 'Alice' });
  const bob = await createUser(test, { name: 'Bob' });
  await befriend(alice, bob);
  return { alice, bob };
}

describe('direct messages', () => {
  it('sends a trimmed message that both friends then read, oldest first', async () => {
    const { alice, bob } = await friendsPair();
    const sent = await send(alice, bob, '  Tennis at 6?  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      id: expect.any(String),
      senderId: alice.id,
      receiverId: bob.id,
      message: 'Tennis at 6?',
      sentAt: expect.any(String),
      removed: false,
    });
    await send(bob, alice, 'Sure!');
    await send(alice, bob, 'See you there');

    const bobs = await bob.client.get(`/api/messages/${alice.id}`);
    expect(bobs.statusCode).toBe(200);
    expect(texts(bobs.json())).toEqual(['Tennis at 6?', 'Sure!', 'See you there']);
    expect(bobs.json().hasMore).toBe(false);
    expect((await alice.client.get(`/api/messages/${bob.id}`)).json()).toEqual(bobs.json());
  });

  it('delivers a new message live to the receiver', async () => {
    const { alice, bob } = await friendsPair();
    const socket = await openUserSocket(test, bob);
    const { id } = (await send(alice, bob, 'Running late')).json();
    expect(await socket.next((m) => m.type === 'event' && m.event.type === 'message.created')).toEqual({
      type: 'event',
      topic: `user:${bob.id}`,
      event: { type: 'message.created', id, senderId: alice.id, receiverId: bob.id },
    });
    socket.close();
  });

  it('pages back through history: the newest page first, each page oldest first', async () => {
    const { alice, bob } = await friendsPair();
    for (const text of ['one', 'two', 'three', 'four', 'five']) {
      await send(alice, bob, text);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }

    const newest = (await bob.client.get(`/api/messages/${alice.id}?limit=2`)).json();
    expect(texts(newest)).toEqual(['four', 'five']);
    expect(newest.hasMore).toBe(true);
    const before = encodeURIComponent(newest.messages[0].sentAt);
    const older = (await bob.client.get(`/api/messages/${alice.id}?limit=2&before=${before}`)).json();
    expect(texts(older)).toEqual(['two', 'three']);
    expect(older.hasMore).toBe(true);
    const oldest = (
      await bob.client.get(
        `/api/messages/${alice.id}?limit=2&before=${encodeURIComponent(older.messages[0].sentAt)}`,
      )
    ).json();
    expect(oldest).toMatchObject({ hasMore: false });
    expect(texts(oldest)).toEqual(['one']);
    expect((await bob.client.get(`/api/messages/${alice.id}?limit=101`)).statusCode).toBe(400);
    expect((await bob.client.get(`/api/messages/${alice.id}?before=soon`)).statusCode).toBe(400);
  });

  it('refuses an empty, whitespace-only or over-long message and stores nothing', async () => {
    const { alice, bob } = await friendsPair();
    for (const message of ['', '   \n\t']) {
      const response = await send(alice, bob, message);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please type a message before sending.');
    }
    const long = await send(alice, bob, 'a'.repeat(2_001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Messages can be at most 2,000 characters.');
    expect((await bob.client.get(`/api/messages/${alice.id}`)).json().messages).toEqual([]);
  });

  it('refuses profanity and slurs with the spec texts', async () => {
    const { alice, bob } = await friendsPair();
    const profane = await send(alice, bob, 'what the f u c k');
    expect(profane.statusCode).toBe(400);
    expect(profane.json().message).toBe('Your message contains profanity. Please keep messages appropriate.');
    const slur = await send(alice, bob, 'you f4gg0t');
    expect(slur.statusCode).toBe(400);
    expect(slur.json().message).toBe(
      'Your message contains inappropriate language. Please keep messages respectful.',
    );
    expect((await bob.client.get(`/api/messages/${alice.id}`)).json().messages).toEqual([]);
  });

  it('lets only friends message each other, even with a request pending', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    await alice.client.post('/api/friends/requests', { userId: bob.id });
    const refused = await send(alice, bob, 'hi');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only message your friends.');
    expect((await bob.client.get(`/api/messages/${alice.id}`)).statusCode).toBe(403);
    expect((await send(alice, alice, 'note to self')).statusCode).toBe(403);
  });

  it('never shows anyone a conversation they are not part of', async () => {
    const { alice, bob } = await friendsPair();
    const carol = await createUser(test, { name: 'Carol' });
    await send(alice, bob, 'just between us');
    expect((await carol.client.get(`/api/messages/${alice.id}`)).statusCode).toBe(403);

    await befriend(carol, alice);
    await send(carol, alice, 'hello Alice');
    expect(texts((await carol.client.get(`/api/messages/${alice.id}`)).json())).toEqual(['hello Alice']);
    expect((await carol.client.get(`/api/messages/${bob.id}`)).statusCode).toBe(403);
    expect(texts((await bob.client.get(`/api/messages/${alice.id}`)).json())).toEqual(['just between us']);
  });

  it('stops reading and writing once the friendship ends', async () => {
    const { alice, bob } = await friendsPair();
    await send(alice, bob, 'bye');
    await bob.client.delete(`/api/friends/${alice.id}`);
    expect((await send(alice, bob, 'hello?')).statusCode).toBe(403);
    expect((await alice.client.get(`/api/messages/${bob.id}`)).statusCode).toBe(403);
  });

  it('limits a sender to 30 messages a minute', async () => {
    const { alice, bob } = await friendsPair();
    for (let i = 0; i < 30; i += 1) expect((await send(alice, bob, `m${i}`)).statusCode).toBe(201);
    const limited = await send(alice, bob, 'one more');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'You are sending messages too quickly. Please wait a moment and try again.',
    );
    expect((await send(bob, alice, 'my turn')).statusCode).toBe(201);
  });

  it('answers signed-out calls with 401', async () => {
    const anon = createClient(test.app);
    for (const response of [
      await anon.get('/api/messages/someone'),
      await anon.post('/api/messages/someone', { message: 'hi' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('User not authenticated');
    }
  });
});
