import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { loadVapidKeys } from './features/delivery/vapid-keys.ts';
import { loadSecrets } from './secrets.ts';
import { signUpOnProcess } from './test/process-account.ts';
import { startServerProcess } from './test/server-process.ts';
import { createServerDatabase, openTestDatabase, type TestDatabase } from './test/test-database.ts';

const dataDir = () => mkdtemp(join(tmpdir(), 'rally-secrets-'));

describe('generated secrets', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.drop();
  });
  /** One server process's view: the shared database, a DATA_DIR of its own. */
  const processOn = async () => ({ db: database.connection.db, dataDir: await dataDir() });
  const keptSecrets = async () =>
    (
      (await database.connection.db.execute(
        sql`select name from generated_secrets order by name`,
      )) as unknown as {
        rows: { name: string }[];
      }
    ).rows.map((row) => row.name);

  it('generates the auth secret once, for every process on the database whatever its DATA_DIR', async () => {
    const first = await loadSecrets(await processOn(), {});
    const second = await loadSecrets(await processOn(), {});

    expect(first.authSecret).toMatch(/^[\w-]{43}$/);
    expect(second).toEqual(first);
  });

  it('gives processes that start at once the same secret', async () => {
    const starts = await Promise.all(
      Array.from({ length: 5 }, async () => loadSecrets(await processOn(), {})),
    );
    expect(new Set(starts.map((secrets) => secrets.authSecret)).size).toBe(1);
  });

  it('uses a configured AUTH_SECRET as it is, keeping none', async () => {
    const given = 'configured-secret-configured-secret-0123';
    expect(await loadSecrets(await processOn(), { authSecret: given })).toEqual({ authSecret: given });
    expect(await keptSecrets()).toEqual([]);
  });

  it('takes over the secret an older install generated into DATA_DIR/secrets.json, so its sessions go on', async () => {
    const upgraded = await processOn();
    await writeFile(
      join(upgraded.dataDir, 'secrets.json'),
      JSON.stringify({ authSecret: 'older-install-secret' }),
    );

    expect(await loadSecrets(upgraded, {})).toEqual({ authSecret: 'older-install-secret' });
    expect(await loadSecrets(await processOn(), {})).toEqual({ authSecret: 'older-install-secret' });
  });

  it('keeps the database’s secret once there is one: a later file does not replace it', async () => {
    const kept = await loadSecrets(await processOn(), {});
    const other = await processOn();
    await writeFile(
      join(other.dataDir, 'secrets.json'),
      JSON.stringify({ authSecret: 'another-file-secret' }),
    );
    expect(await loadSecrets(other, {})).toEqual(kept);
  });

  it('generates the Web Push key pair once for every process, takes over an older one, and lets the configured one win', async () => {
    const first = await loadVapidKeys(await processOn(), undefined);
    const second = await loadVapidKeys(await processOn(), undefined);
    expect(second).toEqual(first);
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);

    const configured = webPush.generateVAPIDKeys();
    expect(await loadVapidKeys(await processOn(), configured)).toEqual(configured);

    await database.connection.db.execute(sql`delete from generated_secrets`);
    const older = webPush.generateVAPIDKeys();
    const upgraded = await processOn();
    await writeFile(join(upgraded.dataDir, 'vapid-keys.json'), JSON.stringify(older));
    expect(await loadVapidKeys(upgraded, undefined)).toEqual(older);
    expect(await loadVapidKeys(await processOn(), undefined)).toEqual(older);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

// Two processes cannot share the embedded database: this runs against a PostgreSQL server.
describe.skipIf(!serverUrl)(
  'two server processes with DATA_DIRs of their own on one database (PostgreSQL only)',
  () => {
    type Server = Awaited<ReturnType<typeof startServerProcess>>;
    let first: Server;
    let second: Server;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const database = await createServerDatabase(serverUrl!);
      drop = database.drop;
      // No AUTH_SECRET and no VAPID keys: each process would generate its own into its DATA_DIR.
      const shared = { DATABASE_URL: database.databaseUrl, DEV_MAILBOX: 'true' };
      [first, second] = await Promise.all([startServerProcess(shared), startServerProcess(shared)]);
    }, 180_000);

    afterAll(async () => {
      await first?.stop();
      await second?.stop();
      await drop?.();
    });

    it('accept one session on both, and offer browsers the same push key', async () => {
      const player = await signUpOnProcess(first, `shared${process.pid}`);
      for (const server of [first, second]) {
        const session = await fetch(`${server.baseUrl}/api/auth/session`, {
          headers: { cookie: player.cookie },
        });
        expect(session.status).toBe(200);
        expect(await session.json()).toMatchObject({ session: { user: { username: player.username } } });
      }

      const pushKeys = await Promise.all(
        [first, second].map(async (server) => {
          const settings = await fetch(`${server.baseUrl}/api/notification-preferences`, {
            headers: { cookie: player.cookie },
          });
          expect(settings.status).toBe(200);
          return ((await settings.json()) as { delivery: { pushPublicKey: string } }).delivery.pushPublicKey;
        }),
      );
      expect(pushKeys[1]).toBe(pushKeys[0]);
    }, 60_000);
  },
);
