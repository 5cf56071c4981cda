import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { type DatabaseConnection, openDatabase } from '../db/client.ts';
import { registerJobs } from '../plugins/jobs.ts';

/** Names the file holding a migrated embedded database, written once per run by the tests' global setup. */
export const MIGRATED_SNAPSHOT_ENV = 'RALLY_TEST_MIGRATED_SNAPSHOT';

/**
 * Names this run's PostgreSQL databases (`rally_test_<run>_...`), so the global setup's teardown
 * drops every one the workers left behind.
 */
export const TEST_RUN_ENV = 'RALLY_TEST_RUN';

/** The prefix of every database this run creates on a PostgreSQL server. */
export function runDatabasePrefix(): string {
  process.env[TEST_RUN_ENV] ??= randomBytes(4).toString('hex');
  return `rally_test_${process.env[TEST_RUN_ENV]}_`;
}

export type TestDatabase = {
  connection: DatabaseConnection;
  /** The PostgreSQL database's URL, on that path only (a second server process may connect to it). */
  databaseUrl?: string;
  /** Gives the database back: the worker's shared one stays open for the next test, a fresh one is dropped. */
  drop(): Promise<void>;
};

/** The worker's database, opened once: every test after the first gets it emptied instead of a new one. */
type WorkerDatabase = {
  connection: DatabaseConnection;
  databaseUrl?: string;
  /** Empties every table the tests write, as if the database had just been migrated. */
  reset(): Promise<void>;
};

let workerDatabase: Promise<WorkerDatabase> | undefined;
let workerDatabaseInUse = false;

/**
 * A migrated database with no rows for a test app. Test files in one worker run one after another,
 * so the worker keeps one database (embedded, or on TEST_DATABASE_URL's server) and empties it for
 * each test: far cheaper than loading or creating one per app. Should it still be in use (two apps
 * of their own open at once), the caller gets a fresh database of its own, dropped on `drop()`.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (workerDatabaseInUse) return await openFreshDatabase();
  workerDatabaseInUse = true;
  try {
    if (!workerDatabase) {
      workerDatabase = openWorkerDatabase();
      // A failed open is not kept: the next test tries again.
      workerDatabase.catch(() => {
        workerDatabase = undefined;
      });
    }
    const shared = await workerDatabase;
    await shared.reset();
    let given = false;
    return {
      connection: shared.connection,
      ...(shared.databaseUrl ? { databaseUrl: shared.databaseUrl } : {}),
      async drop() {
        // A second call must not give back a database another test has taken since.
        if (given) return;
        given = true;
        workerDatabaseInUse = false;
      },
    };
  } catch (error) {
    workerDatabaseInUse = false;
    throw error;
  }
}

async function openWorkerDatabase(): Promise<WorkerDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let connection: DatabaseConnection;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    // Left open until the worker exits; the global setup's teardown drops the database.
    ({ databaseUrl } = await createServerDatabase(serverUrl));
    connection = await openDatabase({ databaseUrl });
    await installJobQueue(connection);
  } else {
    connection = await openDatabase({ loadDataDir: await migratedSnapshotBlob() });
  }
  const reset = await prepareReset(connection);
  return { connection, ...(databaseUrl ? { databaseUrl } : {}), reset };
}

/**
 * Reads once which tables to empty: every app table the migrations left empty (a table they fill
 * holds reference data every test relies on), and the job queue's rows (jobs, archive, schedules,
 * subscriptions; its version and queues, which own its partitions, stay). Emptying them all takes one
 * TRUNCATE; the queue's clocks go back to their migrated values, so a new app's first cron check
 * runs at once, as it did on a fresh database.
 */
async function prepareReset(connection: DatabaseConnection) {
  const { db } = connection;
  const tables = await rows<{ name: string; schema: string }>(
    connection,
    sql`select format('%I.%I', n.nspname, c.relname) as name, n.nspname as schema
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relispartition and n.nspname !~ '^pg_'
          and (n.nspname not in ('information_schema', 'drizzle', 'pgboss')
               or (n.nspname = 'pgboss' and c.relname in ('job', 'archive', 'schedule', 'subscription')))
        order by 1`,
  );
  const emptied: string[] = [];
  for (const table of tables) {
    const filled = await rows(connection, sql.raw(`select 1 from ${table.name} limit 1`));
    if (filled.length === 0 || table.schema === 'pgboss') emptied.push(table.name);
  }
  const truncate = sql.raw(`truncate ${emptied.join(', ')} restart identity cascade`);
  const [clocks] = await rows<Record<'maintained_on' | 'cron_on' | 'monitored_on', string | null>>(
    connection,
    sql`select maintained_on::text, cron_on::text, monitored_on::text from pgboss.version`,
  );
  const restoreClocks = sql`update pgboss.version
    set maintained_on = ${clocks?.maintained_on ?? null}::timestamptz,
        cron_on = ${clocks?.cron_on ?? null}::timestamptz,
        monitored_on = ${clocks?.monitored_on ?? null}::timestamptz`;
  return async () => {
    await db.execute(truncate);
    await db.execute(restoreClocks);
  };
}

/** A query's rows on either driver (node-postgres and PGlite both answer an object with `rows`). */
async function rows<Row = Record<string, unknown>>(
  connection: DatabaseConnection,
  query: Parameters<DatabaseConnection['db']['execute']>[0],
): Promise<Row[]> {
  const result = (await connection.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A database of the caller's own: a snapshot load on the embedded path, a new database on a server. */
async function openFreshDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return await openServerDatabase(serverUrl);
  const connection = await openDatabase({ loadDataDir: await migratedSnapshotBlob() });
  return { connection, drop: () => connection.close() };
}

let snapshot: Promise<Blob> | undefined;

/** The run's migrated snapshot (left by the global setup), or one made here outside the test runner. */
function migratedSnapshotBlob(): Promise<Blob> {
  snapshot ??= (async () => {
    const prepared = process.env[MIGRATED_SNAPSHOT_ENV];
    return prepared ? new Blob([await readFile(prepared)]) : await migratedSnapshot();
  })();
  return snapshot;
}

/** A snapshot of an embedded database with the app's migrations applied and the job queue's tables installed. */
export async function migratedSnapshot(): Promise<Blob> {
  const migrated = await openDatabase({});
  await installJobQueue(migrated);
  const dump = await (migrated as DatabaseConnection & { client: PGlite }).client.dumpDataDir('none');
  await migrated.close();
  return dump;
}

/**
 * The job queue creates its tables the first time it starts, which takes each app seconds on
 * PGlite: done once here, every app on this database finds them in place.
 */
async function installJobQueue(database: DatabaseConnection) {
  const queueHost = Fastify({ logger: false });
  registerJobs(queueHost, { database, log: queueHost.log });
  await queueHost.ready();
  await queueHost.close();
}

async function openServerDatabase(serverUrl: string): Promise<TestDatabase> {
  const { databaseUrl, drop } = await createServerDatabase(serverUrl);
  const connection = await openDatabase({ databaseUrl });
  return {
    connection,
    databaseUrl,
    async drop() {
      await connection.close();
      await drop();
    },
  };
}

/** A new, empty database on a PostgreSQL server, and the function that drops it. */
export async function createServerDatabase(serverUrl: string) {
  const name = `${runDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        // The app's connections may still be closing; forcing them shut mid-goodbye makes their
        // clients emit errors nobody listens to any more. Wait for them instead, and force only at the end.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 50 ? ' WITH (FORCE)' : ''}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** Drops every database of this run left on the server (the workers' own, which outlive their tests). */
export async function dropRunDatabases(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows: left } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [runDatabasePrefix()],
    );
    // The workers have exited; FORCE ends any connection the server has not noticed closing yet.
    for (const { datname } of left) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
