import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerDatabase } from '../test/test-database.ts';
import { type DatabaseConnection, openDatabase } from './client.ts';
import { LISTEN_APPLICATION_NAME, listenRetryDelay } from './postgres-listener.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('listenRetryDelay', () => {
  it('retries at once, then after 250 ms doubling up to 2 s', () => {
    expect([0, 1, 2, 3, 4, 5, 30].map(listenRetryDelay)).toEqual([0, 250, 500, 1_000, 2_000, 2_000, 2_000]);
  });
});

// Needs a PostgreSQL server (CI's second pass): the embedded database has no connection to lose.
describe.skipIf(!serverUrl)('LISTEN on a PostgreSQL server (needs TEST_DATABASE_URL)', () => {
  let connection: DatabaseConnection | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await connection?.close();
    await drop?.();
  });

  it('listens again after its connection is cut, and hears later notifications', async () => {
    const database = await createServerDatabase(serverUrl!);
    drop = database.drop;
    connection = await openDatabase({ databaseUrl: database.databaseUrl });
    const heard: string[] = [];
    await connection.listen('rally_test_channel', (payload) => heard.push(payload));

    const notify = (payload: string) =>
      connection!.db.execute(sql`select pg_notify('rally_test_channel', ${payload})`);
    await notify('before');
    await vi.waitFor(() => expect(heard).toContain('before'));

    // Cut the listening connection as a database restart would; the failure is logged, not thrown.
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await connection.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await vi.waitFor(
      async () => {
        await notify('after');
        expect(heard).toContain('after');
      },
      { timeout: 10_000, interval: 300 },
    );
    quiet.mockRestore();
  });

  it('listens again at once after its connection is killed, and says so once it does', async () => {
    const database = await createServerDatabase(serverUrl!);
    drop = database.drop;
    connection = await openDatabase({ databaseUrl: database.databaseUrl });
    let reconnectedAt: number | undefined;
    const heard: string[] = [];
    await connection.listen(
      'rally_test_channel',
      (payload) => heard.push(payload),
      () => {
        reconnectedAt ??= Date.now();
      },
    );

    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Found by its application name, as an operator would find it in pg_stat_activity.
    const killed = (await connection.db.execute(
      sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
          where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
    )) as unknown as { rows: { killed: boolean }[] };
    expect(killed.rows).toEqual([{ killed: true }]);
    const killedAt = Date.now();

    // The old listener paused 1 s before its first attempt; now the first attempt goes at once.
    await vi.waitFor(() => expect(reconnectedAt).toBeDefined(), { timeout: 5_000, interval: 20 });
    expect(reconnectedAt! - killedAt).toBeLessThan(900);
    // Once it says so, it already listens: a notification sent now is heard.
    await connection.db.execute(sql`select pg_notify('rally_test_channel', 'after reconnect')`);
    await vi.waitFor(() => expect(heard).toContain('after reconnect'));
    quiet.mockRestore();
  });
});
