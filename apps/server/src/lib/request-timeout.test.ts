import type { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/user-factories.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

// The embedded database has one connection: a transaction left open stalls every query, the way a
// locked table stalls a PostgreSQL server. On PostgreSQL the statement timeout answers first
// (database-faults.test.ts).
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'the request timeout (PGlite: one held transaction stalls every query)',
  () => {
    it('answers 503 with Retry-After once a request has run out of time, instead of hanging', async () => {
      test = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: '500' } });
      const player = await createUser(test);
      const client = (test.database.connection as unknown as { client: PGlite }).client;

      let release: () => void = () => undefined;
      const held = client.transaction(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      );
      try {
        const start = Date.now();
        const response = await player.client.get('/api/profiles/me');
        expect(Date.now() - start).toBeLessThan(2_000);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          code: 'service_unavailable',
          message: 'Rally is temporarily unavailable. Please try again in a moment.',
        });

        const ready = await test.app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(503);
      } finally {
        release();
        await held;
      }
      expect((await player.client.get('/api/profiles/me')).statusCode).toBe(200);
    });
  },
);
