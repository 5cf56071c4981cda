import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { type DatabaseConnection, openDatabase } from '../db/client.ts';
import { TEST_ORIGIN } from '../test/build-test-app.ts';
import { freePort, startServerProcess } from '../test/server-process.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { createServerDatabase } from '../test/test-database.ts';
import { createThrowawayPostgres, postgresBinaries } from '../test/throwaway-postgres.ts';
import { signUpUser } from '../test/user-factories.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = {
  code: 'service_unavailable',
  message: 'Rally is temporarily unavailable. Please try again in a moment.',
};

const elapsedSince = (start: number) => Date.now() - start;

// PGlite runs inside the server's own process: no other connection can lock its tables, and it
// cannot go down on its own. These faults exist only with a PostgreSQL server.
describe.skipIf(!serverUrl)(
  'a table locked by a long transaction (PostgreSQL only: PGlite cannot be locked from outside)',
  () => {
    let app: FastifyInstance;
    let mail: SmtpSink;
    let database: DatabaseConnection;
    let databaseUrl: string;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const created = await createServerDatabase(serverUrl!);
      databaseUrl = created.databaseUrl;
      drop = created.drop;
      // Short bounds, so the test sees them pass: the defaults are 5 s and 15 s.
      database = await openDatabase({ databaseUrl, timeouts: { acquireMs: 1_000, statementMs: 2_500 } });
      mail = await startSmtpSink();
      const config = parseConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: TEST_ORIGIN,
        SMTP_URL: mail.url,
        DATA_DIR: await mkdtemp(join(tmpdir(), 'rally-locked-')),
        STATIC_DIR: join(tmpdir(), 'rally-no-static'),
        LOG_LEVEL: 'silent',
      });
      app = await buildApp({
        config,
        database,
        secrets: { authSecret: 'locked-table-secret-locked-table-secret' },
        logger: false,
      });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await drop?.();
      await mail?.close();
    });

    it('answers 503 quickly on readiness (200 on liveness) and 503 after the statement timeout on a route, instead of hanging', async () => {
      // Its own app with its own secret: the user signs up through the real flow.
      const player = await signUpUser({ app, mail });
      const locker = new pg.Client({ connectionString: databaseUrl });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table sessions in access exclusive mode');

        // Every session lookup now waits on the lock, until the pool has no connection left.
        const start = Date.now();
        const lookups = Array.from({ length: 12 }, () =>
          player.client.get('/api/auth/session').then((response) => ({ response, ms: elapsedSince(start) })),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        const readyStart = Date.now();
        const ready = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(503);
        expect(elapsedSince(readyStart)).toBeLessThan(2_500);
        // Liveness never asks the database: the process answers, so nothing restarts it.
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

        for (const { response, ms } of await Promise.all(lookups)) {
          expect(response.statusCode).toBe(503);
          expect(response.headers['retry-after']).toBe('5');
          expect(response.json()).toEqual(UNAVAILABLE);
          expect(ms).toBeLessThan(5_000);
        }
      } finally {
        await locker.query('rollback');
        await locker.end();
      }

      // The lock is gone: everything answers again, without a restart.
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      const session = await player.client.get('/api/auth/session');
      expect(session.statusCode).toBe(200);
      expect(session.json().session.user.id).toBe(player.id);
    });
  },
);

describe.skipIf(!serverUrl || !postgresBinaries())(
  'the database going down (PostgreSQL only: needs a server of its own to stop, and its programs)',
  () => {
    let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
    let server: Awaited<ReturnType<typeof startServerProcess>>;

    beforeAll(async () => {
      database = await createThrowawayPostgres(await freePort());
      server = await startServerProcess({
        DATABASE_URL: database.url,
        DATABASE_POOL_TIMEOUT_MS: '1000',
        DEV_MAILBOX: 'true',
        AUTH_SECRET: 'outage-secret-outage-secret-outage-secret',
      });
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await database?.destroy();
    });

    async function signedInCookie() {
      const post = (path: string, body: object) =>
        fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const email = 'outage@example.com';
      const signUp = await post('/api/auth/sign-up', {
        username: 'outage',
        name: 'Outage',
        email,
        password: 'Outage-drill-1',
        acceptTerms: true,
        confirmAdult: true,
      });
      expect(signUp.status).toBe(201);
      const { emails } = (await (await fetch(`${server.baseUrl}/api/dev/mailbox`)).json()) as {
        emails: { to: string; subject: string }[];
      };
      const code = /(\d{6})/.exec(emails.find((m) => m.to === email)?.subject ?? '')?.[1];
      const verified = await post('/api/auth/verify-email', { email, code });
      expect(verified.status).toBe(200);
      return verified.headers
        .getSetCookie()
        .map((set) => set.split(';')[0])
        .join('; ');
    }

    it('answers 503 with Retry-After and a readable text while it is down, and 200 once it is back', async () => {
      const cookie = await signedInCookie();
      // A refused connection means the server process ended: its output says why.
      const get = (path: string) =>
        fetch(`${server.baseUrl}${path}`, { headers: { cookie } }).catch((error: unknown) => {
          throw new Error(`the server did not answer ${path}:\n${server.output()}`, { cause: error });
        });
      expect((await get('/api/profiles/me')).status).toBe(200);

      await database.stop();
      for (const path of ['/api/auth/session', '/api/profiles/me', '/api/notifications']) {
        const response = await get(path);
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await response.json()).toEqual(UNAVAILABLE);
      }
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(503);
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);

      await database.start();
      // A freshly started server opens each new connection slowly on a busy machine, and the pool
      // waits only 1 s for one here: each route is asked again until it answers, within 10 s.
      const deadline = Date.now() + 10_000;
      const onceBack = async (path: string) => {
        let response = await get(path);
        while (response.status !== 200 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          response = await get(path);
        }
        return response;
      };
      const session = await onceBack('/api/auth/session');
      expect(session.status).toBe(200);
      expect(
        ((await session.json()) as { session: { user: { username: string } } }).session.user.username,
      ).toBe('outage');
      expect((await onceBack('/api/profiles/me')).status).toBe(200);
    }, 60_000);
  },
);
