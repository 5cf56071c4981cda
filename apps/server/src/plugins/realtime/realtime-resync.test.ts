import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTEN_APPLICATION_NAME } from '../../db/postgres-listener.ts';
import { buildTestApp, type Client, type TestApp } from '../../test/build-test-app.ts';
import { connectSocket } from '../../test/realtime-client.ts';
import { createUser } from '../../test/user-factories.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

const cookieOf = (client: Client) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

// The embedded database never drops its LISTEN: this needs a PostgreSQL server (CI's second pass).
describe.skipIf(!serverUrl)('events committed while the LISTEN connection is down (PostgreSQL only)', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
  });

  it('tells the open socket to resync, so the client refetches what it missed', async () => {
    test = await buildTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api/realtime`;
    const alice = await createUser(test);
    const bob = await createUser(test);
    const bobSocket = await connectSocket(url, { cookie: cookieOf(bob.client) });
    await bobSocket.subscribe(`user:${bob.id}`);

    // A database restart or a killed connection: the server loses its LISTEN for a moment.
    // The lost connection is worth one warning; failing to come back would be an error, and fail the test.
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { db } = test.database.connection;
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
    );
    // Committed in the gap: stored, but its event has nobody listening.
    expect((await alice.client.post('/api/friends/requests', { userId: bob.id })).statusCode).toBe(201);

    // The socket never dropped, so without being told the client would never refetch.
    expect(await bobSocket.next((m) => m.type === 'resync', 5_000)).toEqual({ type: 'resync' });
    quiet.mockRestore();
    // What the client refetches on resync includes what was committed in the gap.
    const notifications = await bob.client.get('/api/notifications');
    expect(notifications.json()).toMatchObject({ unreadCount: 1 });

    // And the feed is back: later events arrive as events again.
    await test.app.realtime.bus.publish(`user:${bob.id}`, { type: 'notification.created', id: 'later' });
    expect(
      await bobSocket.next(
        (m) => m.type === 'event' && m.event.type === 'notification.created' && m.event.id === 'later',
      ),
    ).toBeTruthy();
    bobSocket.close();
  });
});
