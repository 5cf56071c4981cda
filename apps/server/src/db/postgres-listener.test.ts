import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerDatabase } from '../test/test-database.ts';
import { type DatabaseConnection, openDatabase } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

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
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
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
});
