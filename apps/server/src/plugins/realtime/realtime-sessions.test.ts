import type { AddressInfo } from 'node:net';
import { REALTIME_CLOSE } from '@rally/shared/realtime/realtime.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth.ts';
import { buildTestApp, type Client, createClient, type TestApp } from '../../test/build-test-app.ts';
import { connectSocket } from '../../test/realtime-client.ts';
import { createUser } from '../../test/user-factories.ts';
import { MAX_SOCKETS_PER_SESSION, MAX_SOCKETS_PER_USER } from './socket-registry.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

/** The app listening on a real port, as browsers reach it. */
async function startApp(env: Record<string, string> = {}) {
  test = await buildTestApp({ env });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api/realtime`;
  return { test, url };
}

const cookieOf = (client: Client) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** Another signed-in session of the same account: another browser. */
async function signInAgain(app: TestApp, user: { username: string; password: string }) {
  const client = createClient(app.app);
  const response = await client.post('/api/auth/sign-in', {
    identifier: user.username,
    password: user.password,
  });
  expect(response.statusCode).toBe(200);
  return client;
}

describe('a socket lives no longer than its session', () => {
  it('closes the socket of a session that signs out, and only that session’s', async () => {
    const { test, url } = await startApp();
    const user = await createUser(test);
    const otherBrowser = await signInAgain(test, user);
    const socket = await connectSocket(url, { cookie: cookieOf(user.client) });
    const otherSocket = await connectSocket(url, { cookie: cookieOf(otherBrowser) });
    await socket.subscribe(`user:${user.id}`);
    await otherSocket.subscribe(`user:${user.id}`);

    expect((await user.client.post('/api/auth/sign-out')).statusCode).toBe(200);

    expect(await socket.closedWithin(3_000)).toEqual({
      code: REALTIME_CLOSE.sessionEnded,
      reason: 'Session ended',
    });
    // The other browser is still signed in and still hears its events.
    await test.app.realtime.bus.publish(`user:${user.id}`, { type: 'notification.created', id: 'n1' });
    expect(await otherSocket.next((m) => m.type === 'event')).toMatchObject({ event: { id: 'n1' } });
    expect(otherSocket.isOpen()).toBe(true);
    otherSocket.close();
  });

  it('closes every socket of the account after a password reset', async () => {
    const { test, url } = await startApp();
    const user = await createUser(test);
    const otherBrowser = await signInAgain(test, user);
    const sockets = [
      await connectSocket(url, { cookie: cookieOf(user.client) }),
      await connectSocket(url, { cookie: cookieOf(otherBrowser) }),
    ];

    const anon = createClient(test.app);
    await anon.post('/api/auth/forgot-password', { email: user.email });
    const code = await test.mail.code(user.email, /password reset/);
    const reset = await anon.post('/api/auth/reset-password', {
      email: user.email,
      code,
      password: 'New-secret-77',
      confirmPassword: 'New-secret-77',
    });
    expect(reset.statusCode).toBe(200);

    for (const socket of sockets) {
      expect((await socket.closedWithin(3_000)).code).toBe(REALTIME_CLOSE.sessionEnded);
    }
  });

  it('closes the socket of a session deleted or expired on the server, at the next check', async () => {
    const { test, url } = await startApp({ REALTIME_SESSION_CHECK_SECONDS: '0.2' });
    const { db } = test.database.connection;
    const revoked = await createUser(test);
    const expired = await createUser(test);
    const kept = await createUser(test);
    const revokedSocket = await connectSocket(url, { cookie: cookieOf(revoked.client) });
    const expiredSocket = await connectSocket(url, { cookie: cookieOf(expired.client) });
    const keptSocket = await connectSocket(url, { cookie: cookieOf(kept.client) });

    // Nothing announces these: an administrator's delete, and the clock passing the expiry.
    await db.delete(sessions).where(eq(sessions.userId, revoked.id));
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, expired.id));

    expect((await revokedSocket.closedWithin(3_000)).code).toBe(REALTIME_CLOSE.sessionEnded);
    expect((await expiredSocket.closedWithin(3_000)).code).toBe(REALTIME_CLOSE.sessionEnded);
    expect(keptSocket.isOpen()).toBe(true);
    keptSocket.close();
  });
});

describe('socket caps (per process)', () => {
  it(`refuses socket ${MAX_SOCKETS_PER_SESSION + 1} of one session with 429`, async () => {
    const { test, url } = await startApp();
    const user = await createUser(test);
    const cookie = cookieOf(user.client);
    const open = [];
    for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i += 1) open.push(await connectSocket(url, { cookie }));

    await expect(connectSocket(url, { cookie })).rejects.toThrow('socket refused: 429');

    // A closed tab frees its place.
    open.pop()!.close();
    await expect
      .poll(async () => {
        const socket = await connectSocket(url, { cookie }).catch(() => undefined);
        if (socket) open.push(socket);
        return Boolean(socket);
      })
      .toBe(true);
    for (const socket of open) socket.close();
  });

  it(`refuses socket ${MAX_SOCKETS_PER_USER + 1} of one user across sessions with 429`, async () => {
    const { test, url } = await startApp();
    const user = await createUser(test);
    const browsers = [user.client];
    while (browsers.length * MAX_SOCKETS_PER_SESSION < MAX_SOCKETS_PER_USER) {
      browsers.push(await signInAgain(test, user));
    }
    const open = [];
    for (const browser of browsers) {
      for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i += 1) {
        open.push(await connectSocket(url, { cookie: cookieOf(browser) }));
      }
    }
    expect(open).toHaveLength(MAX_SOCKETS_PER_USER);

    const newBrowser = await signInAgain(test, user);
    await expect(connectSocket(url, { cookie: cookieOf(newBrowser) })).rejects.toThrow('socket refused: 429');
    // Another user is not affected.
    const other = await createUser(test);
    const otherSocket = await connectSocket(url, { cookie: cookieOf(other.client) });
    otherSocket.close();
    for (const socket of open) socket.close();
  });
});
