import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type AppDeps, buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://rally.test';

/** The auth secret of every test app, so factories can sign session cookies as the app does. */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

/**
 * The app exactly as production builds it, on a migrated database with no rows (the worker's own,
 * emptied for it), mailing a real SMTP sink. Given the `database` of another test app, it is a second
 * server process on that database instead (closing it leaves the database to its owner). Closing the
 * app gives the database back without closing it: the app's job queue, LISTEN subscriptions and
 * timers stop with the app, and the next test reuses the database.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    database?: TestDatabase;
    /** Pino options for the app's log (a `stream` to read it); no log when omitted. */
    logger?: AppDeps['logger'];
    /** "Now" for the app's services (a test clock to move time ahead); the system clock when omitted. */
    clock?: Clock;
  } = {},
) {
  const mail = await startSmtpSink();
  const database = options.database ?? (await openTestDatabase());
  const config = parseConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    SMTP_URL: mail.url,
    DATA_DIR: await mkdtemp(join(tmpdir(), 'rally-test-')),
    STATIC_DIR: join(tmpdir(), 'rally-no-static'),
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: database.connection,
    secrets: { authSecret: TEST_AUTH_SECRET },
    logger: options.logger ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    mail,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.drop();
      await mail.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Talks to the app like one browser: keeps the cookies it is given and sends them back. */
export function createClient(app: FastifyInstance, defaults: { headers?: Record<string, string> } = {}) {
  const jar = new Map<string, string>();
  async function request(options: InjectOptions) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      ...options,
      headers: { ...defaults.headers, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const set of response.cookies) {
      const expired = set.maxAge === 0 || (set.expires instanceof Date && set.expires.getTime() < Date.now());
      if (expired || set.value === '') jar.delete(set.name);
      else jar.set(set.name, set.value);
    }
    return response;
  }
  return {
    request,
    get: (url: string) => request({ method: 'GET', url }),
    post: (url: string, payload?: object) => request({ method: 'POST', url, payload: payload ?? {} }),
    patch: (url: string, payload?: object) => request({ method: 'PATCH', url, payload: payload ?? {} }),
    put: (url: string, payload?: object) => request({ method: 'PUT', url, payload: payload ?? {} }),
    delete: (url: string) => request({ method: 'DELETE', url }),
    cookies: jar,
  };
}

export type Client = ReturnType<typeof createClient>;
