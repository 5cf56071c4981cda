import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_SNAPSHOT_PATH, backupRoutes } from './backup.routes.ts';

const token = 'the-token-rally-wrote-beside-its-database';
const copy = Buffer.from('a copy of the embedded database');
let snapshots = 0;

async function buildApp() {
  const app = Fastify({ logger: false });
  await app.register(backupRoutes, {
    backup: {
      token,
      async snapshot() {
        snapshots += 1;
        return new Blob([copy]);
      },
    },
    jobs: { whenStarted: async () => undefined },
  });
  return app;
}

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  snapshots = 0;
});

describe('POST /api/backup/snapshot', () => {
  it('gives the database copy to a request from this machine with the token', async () => {
    app = await buildApp();
    const response = await app.inject({
      method: 'POST',
      url: BACKUP_SNAPSHOT_PATH,
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-tar');
    expect(response.rawPayload.equals(copy)).toBe(true);
  });

  it('answers not found, taking no copy, without the token, with another, or from another machine', async () => {
    app = await buildApp();
    const attempts = [
      { remoteAddress: '127.0.0.1', headers: {} },
      { remoteAddress: '::1', headers: { authorization: 'Bearer guessed' } },
      { remoteAddress: '127.0.0.1', headers: { authorization: token } },
      { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${token}` } },
      // A forwarded address is a client's word: only the socket's counts.
      {
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '127.0.0.1' },
      },
    ];
    for (const attempt of attempts) {
      const response = await app.inject({ method: 'POST', url: BACKUP_SNAPSHOT_PATH, ...attempt });
      expect(response.statusCode).toBe(404);
    }
    expect(snapshots).toBe(0);
  });
});
