import type { AddressInfo } from 'node:net';
import type { ServerMessage } from '@rally/shared/realtime/realtime.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { connectSocket } from '../../test/realtime-client.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';
import { MAX_TOPICS_PER_SOCKET } from './socket-subscriptions.ts';

// Bursts of frames against one socket: each topic is followed once, the cap holds while access checks
// are still running, and unsubscribing or closing leaves no listener behind on the server.

let test: TestApp;
let url: string;
beforeEach(async () => {
  test = await buildTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api/realtime`;
  // Rooms anyone may follow, checked as slowly as a database lookup, so a burst arrives while checks run.
  test.app.realtime.topicAccess.allow('room', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return true;
  });
});
afterEach(async () => {
  await test.close();
});

const BURST = 300;

async function open(user: TestUser) {
  const cookie = [...user.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return connectSocket(url, { cookie, origin: TEST_ORIGIN });
}

type Socket = Awaited<ReturnType<typeof open>>;

const answers = (socket: Socket, topic?: string) =>
  socket.received.filter(
    (m): m is Extract<ServerMessage, { topic: string }> =>
      (m.type === 'subscribed' || m.type === 'denied') && (topic === undefined || m.topic === topic),
  );

/** Waits until `count` subscribe frames (for `topic`, or any) have had their answer. */
async function answered(socket: Socket, count: number, topic?: string) {
  await vi.waitFor(() => expect(answers(socket, topic)).toHaveLength(count), { timeout: 10_000 });
  return answers(socket, topic);
}

const eventsOn = (socket: Socket, topic: string) =>
  socket.received.filter((m) => m.type === 'event' && m.topic === topic);

/** Publishes on the user's own topic and waits for it: events travel in order, so earlier ones are in too. */
async function flush(socket: Socket, user: TestUser, id: string) {
  await test.app.realtime.bus.publish(`user:${user.id}`, { type: 'notification.created', id });
  await socket.next(
    (m) => m.type === 'event' && m.event.type === 'notification.created' && m.event.id === id,
  );
}

describe('realtime subscriptions under a burst of frames', () => {
  it('follows a topic asked for 300 times at once once: each frame answered, each event delivered once', async () => {
    const user = await createUser(test);
    const socket = await open(user);
    for (let i = 0; i < BURST; i += 1) socket.send({ type: 'subscribe', topic: 'room:1' });

    expect((await answered(socket, BURST)).every((m) => m.type === 'subscribed')).toBe(true);
    expect(test.app.realtime.bus.listenerCount('room:1')).toBe(1);
    await test.app.realtime.bus.publish('room:1', { type: 'notification.created', id: 'once' });
    await socket.subscribe(`user:${user.id}`);
    await flush(socket, user, 'after');
    expect(eventsOn(socket, 'room:1')).toHaveLength(1);
    socket.close();
  });

  it('refuses topics beyond the cap even when they all arrive before any check has finished', async () => {
    const user = await createUser(test);
    const socket = await open(user);
    const topics = Array.from({ length: MAX_TOPICS_PER_SOCKET + 100 }, (_, i) => `room:${i}`);
    for (const topic of topics) socket.send({ type: 'subscribe', topic });

    const all = await answered(socket, topics.length);
    expect(all.filter((m) => m.type === 'subscribed')).toHaveLength(MAX_TOPICS_PER_SOCKET);
    expect(all.filter((m) => m.type === 'denied')).toEqual(
      topics
        .slice(MAX_TOPICS_PER_SOCKET)
        .map((topic) => ({ type: 'denied', topic, message: 'Too many subscriptions' })),
    );
    const listeners = topics.reduce((sum, topic) => sum + test.app.realtime.bus.listenerCount(topic), 0);
    expect(listeners).toBe(MAX_TOPICS_PER_SOCKET);
    socket.close();
  });

  it('stops every event of a topic after one unsubscribe, however many times it was subscribed', async () => {
    const user = await createUser(test);
    const socket = await open(user);
    for (let i = 0; i < BURST; i += 1) socket.send({ type: 'subscribe', topic: 'room:1' });
    await answered(socket, BURST);

    socket.send({ type: 'unsubscribe', topic: 'room:1' });
    await socket.subscribe(`user:${user.id}`);
    expect(test.app.realtime.bus.listenerCount('room:1')).toBe(0);
    await test.app.realtime.bus.publish('room:1', { type: 'notification.created', id: 'unheard' });
    await flush(socket, user, 'after');
    expect(eventsOn(socket, 'room:1')).toEqual([]);
    socket.close();
  });

  it('does not start following a topic unsubscribed while its check was still running', async () => {
    const user = await createUser(test);
    const socket = await open(user);
    socket.send({ type: 'subscribe', topic: 'room:1' });
    socket.send({ type: 'unsubscribe', topic: 'room:1' });
    // Answered after the unsubscribe, so the check above has finished by then.
    await socket.subscribe('room:2');

    expect(test.app.realtime.bus.listenerCount('room:1')).toBe(0);
    expect(test.app.realtime.bus.listenerCount('room:2')).toBe(1);
    socket.close();
  });

  it('releases every listener of a closed socket, those still being checked included', async () => {
    const user = await createUser(test);
    const socket = await open(user);
    const topics = Array.from({ length: 50 }, (_, i) => `room:${i}`);
    for (const topic of topics) for (let i = 0; i < 6; i += 1) socket.send({ type: 'subscribe', topic });
    await answered(socket, topics.length * 6);
    const { bus } = test.app.realtime;
    expect(topics.every((topic) => bus.listenerCount(topic) === 1)).toBe(true);
    // And a burst whose checks are still running when the socket goes.
    for (let i = 50; i < 100; i += 1) socket.send({ type: 'subscribe', topic: `room:${i}` });
    socket.close();

    const everyTopic = Array.from({ length: 100 }, (_, i) => `room:${i}`);
    await vi.waitFor(() =>
      expect(everyTopic.map((topic) => bus.listenerCount(topic))).toEqual(everyTopic.map(() => 0)),
    );
    // The late checks have finished by now; they must not have started listening after the close.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(everyTopic.every((topic) => bus.listenerCount(topic) === 0)).toBe(true);
  });

  it("refuses every one of a burst of frames for another user's topic, listening to nothing", async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    const socket = await open(alice);
    for (let i = 0; i < BURST; i += 1) socket.send({ type: 'subscribe', topic: `user:${bob.id}` });

    const all = await answered(socket, BURST);
    expect(all.every((m) => m.type === 'denied' && m.message === 'Not allowed')).toBe(true);
    expect(test.app.realtime.bus.listenerCount(`user:${bob.id}`)).toBe(0);
    socket.close();
  });
});
