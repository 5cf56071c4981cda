import type { AddressInfo } from 'node:net';
import type { ServerMessage } from '@rally/shared/realtime/realtime.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { connectSocket } from '../../test/realtime-client.ts';
import { createUser } from '../../test/user-factories.ts';

let test: TestApp;
let url: string;
beforeEach(async () => {
  test = await buildTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api/realtime`;
});
afterEach(async () => {
  await test.close();
});

const cookieOf = (user: { client: { cookies: Map<string, string> } }) =>
  [...user.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('realtime socket', () => {
  it('refuses a socket without a session', async () => {
    const socket = new WebSocket(url);
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    });
    expect(status).toBe(401);
  });

  it('refuses a socket opened from another site', async () => {
    const user = await createUser(test);
    const socket = new WebSocket(url, {
      headers: { cookie: cookieOf(user), origin: 'https://evil.example' },
    });
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    });
    expect(status).toBe(403);
  });

  it('delivers events on the user topic to that user', async () => {
    const user = await createUser(test);
    const socket = await connectSocket(url, { cookie: cookieOf(user), origin: TEST_ORIGIN });
    expect(await socket.subscribe(`user:${user.id}`)).toEqual({
      type: 'subscribed',
      topic: `user:${user.id}`,
    });

    await test.app.realtime.bus.publish(`user:${user.id}`, { type: 'notification.created', id: 'n1' });
    expect(await socket.next((m) => m.type === 'event')).toEqual({
      type: 'event',
      topic: `user:${user.id}`,
      event: { type: 'notification.created', id: 'n1' },
    });
    socket.close();
  });

  it('sends a subscriber asking for a replay what the topic heard in that window, before its answer', async () => {
    // The page began loading (after the app started: a window reaching before that is a resync).
    const pageOpenedAt = performance.now();
    // Its data takes a moment to read. The window below is measured here, before the subscription
    // travels to the server; this margin keeps a busy machine's delay in between from moving the
    // window's start past the event.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const user = await createUser(test);
    const topic = `user:${user.id}`;
    const { bus } = test.app.realtime;
    // Published while the page read its data and its socket was still opening.
    const heard = new Promise<void>((resolve) => {
      const stop = bus.subscribe(topic, () => {
        stop();
        resolve();
      });
    });
    await bus.publish(topic, { type: 'notification.created', id: 'while-loading' });
    await heard;

    const late = await connectSocket(url, { cookie: cookieOf(user), origin: TEST_ORIGIN });
    expect(await late.subscribe(topic)).toEqual({ type: 'subscribed', topic });
    const caughtUp = await connectSocket(url, { cookie: cookieOf(user), origin: TEST_ORIGIN });
    expect(await caughtUp.subscribe(topic, Math.floor(performance.now() - pageOpenedAt))).toEqual({
      type: 'subscribed',
      topic,
    });

    const replayed = { type: 'event', topic, event: { type: 'notification.created', id: 'while-loading' } };
    expect(caughtUp.received).toContainEqual(replayed);
    expect(late.received).not.toContainEqual(replayed);
    // Heard once, not again as a live event.
    await bus.publish(topic, { type: 'notification.created', id: 'after' });
    await caughtUp.next(
      (m) => m.type === 'event' && m.event.type === 'notification.created' && m.event.id === 'after',
    );
    expect(caughtUp.received.filter((m) => JSON.stringify(m) === JSON.stringify(replayed))).toHaveLength(1);
    late.close();
    caughtUp.close();
  });

  it('tells a subscriber to refetch when its replay reaches back before what the server holds', async () => {
    const user = await createUser(test);
    const socket = await connectSocket(url, { cookie: cookieOf(user), origin: TEST_ORIGIN });
    // This process has not been up for two minutes: it cannot know what happened that long ago.
    await socket.subscribe(`user:${user.id}`, 120_000);
    expect(socket.received).toContainEqual({ type: 'resync' });
    socket.close();
  });

  it("refuses another user's topic and sends it nothing", async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    const socket = await connectSocket(url, { cookie: cookieOf(alice) });
    const answer: ServerMessage = await socket.subscribe(`user:${bob.id}`);
    expect(answer).toEqual({ type: 'denied', topic: `user:${bob.id}`, message: 'Not allowed' });
    expect((await socket.subscribe('nonsense:1')).type).toBe('denied');

    await test.app.realtime.bus.publish(`user:${bob.id}`, { type: 'notification.created', id: 'secret' });
    await socket.subscribe(`user:${alice.id}`);
    await test.app.realtime.bus.publish(`user:${alice.id}`, { type: 'notification.created', id: 'after' });
    // Events travel through the database in order, so once Alice's own event is here, Bob's would be too.
    const event = await socket.next((m) => m.type === 'event');
    expect(event).toMatchObject({ topic: `user:${alice.id}`, event: { id: 'after' } });
    expect(
      socket.received.some(
        (m) => m.type === 'event' && m.event.type === 'notification.created' && m.event.id === 'secret',
      ),
    ).toBe(false);
    socket.close();
  });

  it('answers pings and reports malformed messages', async () => {
    const user = await createUser(test);
    const socket = await connectSocket(url, { cookie: cookieOf(user) });
    socket.send({ type: 'ping' });
    expect(await socket.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    socket.sendRaw('not json');
    expect(await socket.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      message: 'Messages must be JSON',
    });
    socket.close();
  });
});
