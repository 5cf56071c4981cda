import { REALTIME_CLOSE } from '@rally/shared/realtime/realtime.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket } from '../../test/realtime-client.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { createServerDatabase } from '../../test/test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

// The embedded database lives inside one process, so two processes cannot share it: this runs only
// against a PostgreSQL server (CI's second pass sets TEST_DATABASE_URL).
describe.skipIf(!serverUrl)(
  'realtime across server processes (PostgreSQL only: PGlite is single-process)',
  () => {
    type Server = Awaited<ReturnType<typeof startServerProcess>>;
    let first: Server;
    let second: Server;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const database = await createServerDatabase(serverUrl!);
      drop = database.drop;
      const shared = {
        DATABASE_URL: database.databaseUrl,
        AUTH_SECRET: 'cross-instance-secret-cross-instance-secret',
        DEV_MAILBOX: 'true',
        // Long enough that only the announcement between processes can close a socket in these tests.
        REALTIME_SESSION_CHECK_SECONDS: '600',
      };
      first = await startServerProcess(shared);
      second = await startServerProcess(shared);
    }, 120_000);

    afterAll(async () => {
      await first?.stop();
      await second?.stop();
      await drop?.();
    });

    const post = (server: Server, path: string, body: object, cookie?: string) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const cookieFrom = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    async function mailedCode(server: Server, to: string, subject: RegExp) {
      const { emails } = (await (await fetch(`${server.baseUrl}/api/dev/mailbox`)).json()) as {
        emails: { to: string; subject: string }[];
      };
      const mail = emails.filter((m) => m.to === to && subject.test(m.subject)).at(-1);
      return /(\d{6})/.exec(mail?.subject ?? '')?.[1];
    }

    async function signUp(server: Server, name: string) {
      const account = {
        username: name,
        name,
        email: `${name}@example.com`,
        password: 'Cross-process-1',
        acceptTerms: true,
        confirmAdult: true,
      };
      const post = (path: string, body: object) =>
        fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post('/api/auth/sign-up', account)).status).toBe(201);
      const { emails } = (await (await fetch(`${server.baseUrl}/api/dev/mailbox`)).json()) as {
        emails: { to: string; subject: string }[];
      };
      const code = /(\d{6})/.exec(emails.find((m) => m.to === account.email)?.subject ?? '')?.[1];
      const verified = await post('/api/auth/verify-email', { email: account.email, code });
      expect(verified.status).toBe(200);
      const { session } = (await verified.json()) as { session: { user: { id: string } } };
      const cookie = verified.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { id: session.user.id, cookie };
    }

    it('delivers an event published by one process to a socket on the other', async () => {
      const alice = await signUp(first, 'alice');
      const bob = await signUp(first, 'bob');

      // Bob's tab is connected to the second process; Alice acts through the first.
      const bobSocket = await connectSocket(second.socketUrl, { cookie: bob.cookie });
      expect(await bobSocket.subscribe(`user:${bob.id}`)).toMatchObject({ type: 'subscribed' });

      const request = await fetch(`${first.baseUrl}/api/friends/requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: alice.cookie },
        body: JSON.stringify({ userId: bob.id }),
      });
      expect(request.status).toBe(201);

      expect(
        await bobSocket.next((m) => m.type === 'event' && m.event.type === 'notification.created'),
      ).toMatchObject({
        topic: `user:${bob.id}`,
      });
      const notifications = await fetch(`${second.baseUrl}/api/notifications`, {
        headers: { cookie: bob.cookie },
      });
      expect(((await notifications.json()) as { unreadCount: number }).unreadCount).toBe(1);

      // And the other way round: Bob accepts on the second process, Alice hears it on the first.
      const aliceSocket = await connectSocket(first.socketUrl, { cookie: alice.cookie });
      await aliceSocket.subscribe(`user:${alice.id}`);
      const { requestId } = (await request.json()) as { requestId: string };
      const accepted = await fetch(`${second.baseUrl}/api/friends/requests/${requestId}/accept`, {
        method: 'POST',
        headers: { cookie: bob.cookie },
      });
      expect(accepted.status).toBe(200);
      expect(
        await aliceSocket.next((m) => m.type === 'event' && m.event.type === 'friendship.changed'),
      ).toMatchObject({ topic: `user:${alice.id}` });

      bobSocket.close();
      aliceSocket.close();
    });

    it('closes a socket on one process when its session ends through the other', async () => {
      const carol = await signUp(first, 'carol');
      const signedIn = await post(first, '/api/auth/sign-in', {
        identifier: 'carol',
        password: 'Cross-process-1',
      });
      expect(signedIn.status).toBe(200);
      const laptop = carol.cookie;
      const phone = cookieFrom(signedIn);

      // Both of Carol's browsers hold sockets on the second process.
      const laptopSocket = await connectSocket(second.socketUrl, { cookie: laptop });
      const phoneSocket = await connectSocket(second.socketUrl, { cookie: phone });

      // The phone signs out through the first process: its socket on the second closes, the laptop's stays.
      expect((await post(first, '/api/auth/sign-out', {}, phone)).status).toBe(200);
      expect(await phoneSocket.closedWithin(3_000)).toEqual({
        code: REALTIME_CLOSE.sessionEnded,
        reason: 'Session ended',
      });
      expect(laptopSocket.isOpen()).toBe(true);

      // A password reset through the first process ends every session: the laptop's socket closes too.
      expect((await post(first, '/api/auth/forgot-password', { email: 'carol@example.com' })).status).toBe(
        200,
      );
      let code: string | undefined;
      for (let tries = 0; !code && tries < 50; tries += 1) {
        code = await mailedCode(first, 'carol@example.com', /password reset/);
        if (!code) await new Promise((r) => setTimeout(r, 100));
      }
      const reset = await post(first, '/api/auth/reset-password', {
        email: 'carol@example.com',
        code,
        password: 'Cross-process-2',
        confirmPassword: 'Cross-process-2',
      });
      expect(reset.status).toBe(200);
      expect((await laptopSocket.closedWithin(3_000)).code).toBe(REALTIME_CLOSE.sessionEnded);
    });
  },
);
