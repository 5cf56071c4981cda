import {
  DEFAULT_SCALING_THRESHOLDS,
  MONITORING_CHART_MINUTES,
  monitoringLiveSchema,
  monitoringMessages,
} from '@rally/shared/monitoring/monitoring.schemas';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type Client, createClient, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/user-factories.ts';

const LIVE = '/api/monitoring/live';
const ADMIN_EMAIL = 'live-admin@example.com';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

async function open(env: Record<string, string> = {}) {
  test = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL, ...env } });
  return test;
}

/** The administrator named in ADMIN_EMAILS, signed in through the real sign-in. */
async function signedInAdmin(app: TestApp): Promise<Client> {
  const admin = await createUser(app, { email: ADMIN_EMAIL });
  const client = createClient(app.app);
  const signIn = await client.post('/api/auth/sign-in', {
    identifier: admin.username,
    password: admin.password,
  });
  expect(signIn.statusCode).toBe(200);
  return client;
}

async function live(client: Client) {
  const response = await client.get(LIVE);
  expect(response.statusCode).toBe(200);
  return monitoringLiveSchema.parse(response.json());
}

describe('who may read the live figures', () => {
  it('refuses a signed-in player with the access-denied text, and a visitor with 401', async () => {
    const app = await open();
    const player = await createUser(app);
    const refused = await player.client.get(LIVE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(monitoringMessages.accessDenied);
    expect((await app.app.inject({ method: 'GET', url: LIVE })).statusCode).toBe(401);
  });
});

describe('the live figures', () => {
  it('shows this process, its database connection, the default thresholds and an hour of minutes', async () => {
    const app = await open();
    const figures = await live(await signedInAdmin(app));
    const current = figures.processes.filter((process) => process.current);
    expect(current).toHaveLength(1);
    expect(current[0]?.version).toBe(figures.version);
    expect(figures.connections.database.kind).toBe(onPostgres ? 'postgres' : 'embedded');
    expect(figures.connections.database.max).toBe(onPostgres ? 10 : 1);
    // Readiness answers only with the LISTEN connection up; on PGlite it lives inside the process.
    expect(figures.connections.listen).toBe(onPostgres ? 'connected' : 'embedded');
    if (onPostgres) expect(figures.connections.database.serverConnections).toBeGreaterThan(0);
    else expect(figures.connections.database.serverConnections).toBeNull();
    expect(figures.thresholds).toEqual(DEFAULT_SCALING_THRESHOLDS);
    expect(figures.history).toHaveLength(MONITORING_CHART_MINUTES);
    expect(figures.uptimeSeconds).toBeGreaterThan(0);
  });

  it('counts each request under its route pattern, with its time and the bytes sent', async () => {
    const app = await open();
    const admin = await signedInAdmin(app);
    const player = await createUser(app);
    for (let index = 0; index < 3; index += 1) {
      expect((await player.client.get(`/api/profiles/${player.id}`)).statusCode).toBeLessThan(500);
    }
    await app.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const figures = await live(admin);
    const route = figures.performance.routes.find((entry) => entry.route === 'GET /api/profiles/:userId');
    expect(route?.requests).toBe(3);
    expect(route?.averageMs).toBeGreaterThan(0);
    expect(route?.p95Ms).toBeGreaterThan(0);
    // An unknown path is counted as one route, never under the path typed.
    expect(figures.performance.routes.find((entry) => entry.route === 'GET not found')?.requests).toBe(1);
    expect(figures.performance.routes.some((entry) => entry.route.includes('no-such-thing'))).toBe(false);
    expect(figures.history.at(-1)?.requests).toBeGreaterThanOrEqual(5);
    expect(figures.bytesSentLastHour).toBeGreaterThan(0);
    expect(figures.performance.totalQueries).toBeGreaterThan(0);
    expect(figures.performance.errorRate).toBe(0);
  });

  it('counts the bytes written to the socket, headers and compression included', async () => {
    const app = await open();
    const admin = await signedInAdmin(app);
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    // Two readings in a row: the second counts the first's answer, so a /live answer's size is known.
    const first = (await live(admin)).bytesSentLastHour;
    const before = (await live(admin)).bytesSentLastHour;
    const liveAnswer = before - first;
    // A large answer, compressed: what goes over the wire is what counts, not the JSON's size.
    const docs = await fetch(`${address}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers.get('content-encoding')).toBe('gzip');
    const json = await docs.text();
    const written = (await live(admin)).bytesSentLastHour - before - liveAnswer;
    expect(written).toBeGreaterThan(1_000);
    expect(written).toBeLessThan(json.length / 2);
  });

  it('lists a statement at or over SLOW_QUERY_MS under slow queries, named by kind and table, without values', async () => {
    const app = await open({ SLOW_QUERY_MS: '100' });
    const admin = await signedInAdmin(app);
    await app.database.connection.db.execute(
      sql`select pg_sleep(0.15), count(*) from users where username = ${'secret-value'}`,
    );
    const figures = await live(admin);
    expect(figures.performance.slowQueryThresholdMs).toBe(100);
    expect(figures.performance.slowQueryCount).toBeGreaterThanOrEqual(1);
    // On a busy machine the process's own statements (its heartbeat) can be slow too: find ours.
    const slow = figures.performance.slowQueries.find((query) => query.operation === 'select users');
    expect(slow?.operation).toBe('select users');
    expect(slow?.durationMs).toBeGreaterThanOrEqual(100);
    expect(slow?.success).toBe(true);
    expect(JSON.stringify(figures)).not.toContain('secret-value');
  });

  it('lists a request that failed with a 5xx under errors, by route, and counts it in the error rate', async () => {
    const app = await open();
    const admin = await signedInAdmin(app);
    const player = await createUser(app);
    const db = app.database.connection.db;
    // A table gone from under the app: the route fails as a bug would, with a 500.
    await db.execute(sql`alter table notifications rename to notifications_away`);
    try {
      expect((await player.client.get('/api/notifications')).statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table notifications_away rename to notifications`);
    }
    const figures = await live(admin);
    const failed = figures.performance.errors.find((error) => error.operation === 'GET /api/notifications');
    expect(failed).toMatchObject({ status: 500, message: 'Database error 42P01' });
    // The failed statement is listed too, by its kind and table.
    expect(figures.performance.errors.some((error) => error.operation === 'select notifications')).toBe(true);
    expect(figures.performance.errorCount).toBeGreaterThanOrEqual(2);
    expect(figures.performance.errorRate).toBeGreaterThan(0);
    expect(figures.history.at(-1)?.errors).toBe(1);
  });

  it('takes its thresholds from MONITORING_THRESHOLDS over the defaults', async () => {
    const app = await open({ MONITORING_THRESHOLDS: 'usersAlert=800, realtimeLimit=1000' });
    const figures = await live(await signedInAdmin(app));
    expect(figures.thresholds).toEqual({
      ...DEFAULT_SCALING_THRESHOLDS,
      usersAlert: 800,
      realtimeLimit: 1000,
    });
  });
});
