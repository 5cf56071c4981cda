import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/user-factories.ts';
import { anyone, signedIn } from './docs.ts';
import { registerErrorHandler } from './errors.ts';
import { registerRouteAccess } from './route-access.ts';
import type { SessionReader } from './session.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

const UNAUTHENTICATED = { code: 'unauthenticated', message: 'User not authenticated' };

const signedOut = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: string, contentType?: string) =>
  test.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

describe('a protected operation called without a session', () => {
  // The six the probe found answering 400 with validation details instead of 401, with sample bodies.
  const league = randomUUID();
  const operations = [
    { method: 'PUT', url: '/api/notification-preferences', body: { emailNotifications: false } },
    {
      method: 'POST',
      url: '/api/push-subscriptions',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'a', auth: 'b' } },
    },
    { method: 'DELETE', url: '/api/push-subscriptions', body: { endpoint: 'https://fcm.googleapis.com/x' } },
    {
      method: 'POST',
      url: '/api/games',
      body: { title: 'Pickup', date: '2030-01-01', time: '18:00', timeZone: 'UTC', location: 'Park' },
    },
    { method: 'PUT', url: `/api/leagues/${league}/sections/teams`, body: { title: 'Teams', content: 'A' } },
    { method: 'POST', url: `/api/leagues/${league}/game-requests`, body: { targetLeagueId: randomUUID() } },
  ] as const;

  it('answers 401 whatever it was sent: a sample body, an invalid one, malformed JSON, another type, none', async () => {
    for (const { method, url, body } of operations) {
      const bodies: [string | undefined, string | undefined][] = [
        [JSON.stringify(body), 'application/json'],
        [JSON.stringify({ unexpected: [1, 2, 3] }), 'application/json'],
        ['{"title":', 'application/json'],
        ['<xml/>', 'application/xml'],
        [undefined, undefined],
      ];
      for (const [payload, contentType] of bodies) {
        const response = await signedOut(method, url, payload, contentType);
        expect(response.statusCode, `${method} ${url} ${payload}`).toBe(401);
        expect(response.json()).toEqual(UNAUTHENTICATED);
      }
    }
  });

  it('answers 401 for an administrator-only operation, and 403 to a signed-in player', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/monitoring/live' })).statusCode).toBe(401);
    const player = await createUser(test);
    const refused = await player.client.get('/api/monitoring/live');
    expect(refused.statusCode).toBe(403);
  });
});

describe('the declaration of who may call a route', () => {
  const sessions: Pick<SessionReader, 'authenticate'> = { authenticate: async () => null };
  const ok = async () => ({ ok: true });

  it('stops the app at start when an /api route declares none, or one of its own', async () => {
    const app = Fastify();
    registerRouteAccess(app, { sessions });
    expect(() => app.get('/api/forgotten', ok)).toThrow(/declares who may call it/);
    expect(() => app.get('/api/inline', { schema: { security: [{ session: [] }] } }, ok)).toThrow(
      /declares who may call it/,
    );
    await app.close();
  });

  it('guards a route declared signedIn before its body is read, and leaves open ones and non-API pages alone', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    let bodiesRead = 0;
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      bodiesRead += 1;
      done(null, JSON.parse(String(body)));
    });
    registerRouteAccess(app, { sessions });
    app.post('/api/guarded', { schema: { security: signedIn } }, ok);
    app.post('/api/open', { schema: { security: anyone } }, ok);
    app.get('/page', ok);
    const post = (url: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect((await post('/api/guarded')).statusCode).toBe(401);
    expect(bodiesRead).toBe(0);
    expect((await post('/api/open')).statusCode).toBe(200);
    expect((await app.inject('/page')).statusCode).toBe(200);
    await app.close();
  });
});
