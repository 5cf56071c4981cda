import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { runDatabasePrefix } from '../test/test-database.ts';
import { openDatabase } from './client.ts';
import { DatabaseSetupError, extensionCommand } from './required-extensions.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database without the extensions, owned by a role that is not a superuser: the test's own role
 * (CI's is not one), or, when that one is, a role of the test's own that the connection acts as.
 * It is copied from template0, which has no extension, unlike template1 here.
 */
async function databaseWithoutExtensions(url: string) {
  const name = `${runDatabasePrefix()}bare_${randomBytes(4).toString('hex')}`;
  const role = await onServer(url, async (admin) => {
    const { rows } = await admin.query<{ super: boolean }>(
      'select rolsuper as super from pg_roles where rolname = current_user',
    );
    const owner = rows[0]?.super ? `${name}_owner` : undefined;
    if (owner) await admin.query(`CREATE ROLE ${owner} NOLOGIN`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0${owner ? ` OWNER ${owner}` : ''}`);
    return owner;
  });
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  if (role) databaseUrl.searchParams.set('options', `-c role=${role}`);
  return {
    name,
    databaseUrl: databaseUrl.toString(),
    async drop() {
      await onServer(url, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        if (role) await admin.query(`DROP ROLE IF EXISTS ${role}`);
      });
    },
  };
}

let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await drop?.();
  drop = undefined;
});

// The embedded database carries its own extensions; only a PostgreSQL server can lack one.
describe.skipIf(!serverUrl)('a start on a database without the extensions (needs TEST_DATABASE_URL)', () => {
  it('stops with one line naming earthdistance and the command a superuser runs, having migrated nothing', async () => {
    const database = await databaseWithoutExtensions(serverUrl!);
    drop = database.drop;

    const failure = await openDatabase({ databaseUrl: database.databaseUrl }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DatabaseSetupError);
    const message = (failure as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toBe(
      `The database "${database.name}" lacks the earthdistance extension, which only a superuser may create. Run once as a superuser: ${extensionCommand(database.name)}`,
    );
    expect(extensionCommand(database.name)).toBe(
      `psql -d ${database.name} -c 'CREATE EXTENSION IF NOT EXISTS cube' -c 'CREATE EXTENSION IF NOT EXISTS earthdistance' -c 'CREATE EXTENSION IF NOT EXISTS pg_trgm'`,
    );

    const { rows } = await onServer(database.databaseUrl, (client) =>
      client.query<{ migrated: string | null }>(`select to_regclass('public.games')::text as migrated`),
    );
    expect(rows[0]?.migrated).toBeNull();
  });
});
