import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// The app's own log, captured line by line.
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const completed = () =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === 'request completed');

let test: TestApp;
let player: TestUser;
beforeAll(async () => {
  test = await buildTestApp({ logger: { level: 'info', stream: logStream } });
  player = await createUser(test);
});
afterAll(() => test.close());
afterEach(() => {
  lines.length = 0;
});

describe('the request id', () => {
  it('honours a safe incoming x-request-id and sends it back', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.01:trace_9' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.01:trace_9');
  });

  it('replaces an unsafe or overlong incoming id with a new one', async () => {
    for (const given of ['<script>alert(1)</script>', 'a b', 'x'.repeat(65)]) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': given },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('comes back on every answer, a 404 and a refusal included', async () => {
    const notFound = await test.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await test.app.inject({ method: 'GET', url: '/api/profiles/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBeDefined();
  });
});

describe('the request log', () => {
  it('writes one line per request with its id, user, route, method, status and time', async () => {
    const response = await player.client.request({
      method: 'GET',
      url: `/api/profiles/${player.id}?q=secret-search`,
      headers: { 'x-request-id': 'trace-42' },
    });
    const lines = completed().filter((entry) => entry.reqId === 'trace-42');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reqId: 'trace-42',
      userId: player.id,
      method: 'GET',
      route: '/api/profiles/:userId',
      status: response.statusCode,
    });
    expect(lines[0]?.durationMs).toEqual(expect.any(Number));
    // The pattern, never the path typed: no ids, no query string.
    expect(JSON.stringify(lines[0])).not.toContain('secret-search');
  });

  it('names no user for a visitor, and Fastify writes no lines of its own', async () => {
    await test.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'visitor-1' } });
    const mine = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.reqId === 'visitor-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.msg).toBe('request completed');
    expect(mine[0]?.userId).toBeUndefined();
  });
});
