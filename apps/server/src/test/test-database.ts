import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { type DatabaseConnection, openDatabase } from '../db/client.ts';
import { registerJobs } from '../plugins/jobs.ts';

/** Names the file holding a migrated embedded database, written once per run by the tests' global setup. */
export const MIGRATED_SNAPSHOT_ENV = 'RALLY_TEST_MIGRATED_SNAPSHOT';

/**
 * A fresh, migrated database for each test app. On the embedded path every app loads a snapshot of a
 * database migrated once per run (or once per process, outside the test runner); with TEST_DATABASE_URL
 * each app gets a new database on that PostgreSQL server, created and dropped around it.
 */
let snapshot: Promise<Blob> | undefined;

export async function openTestDatabase(): Promise<{
  connection: DatabaseConnection;
  databaseUrl?: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openServerDatabase(serverUrl);
  snapshot ??= (async () => {
    const prepared = process.env[MIGRATED_SNAPSHOT_ENV];
    return prepared ? new Blob([await readFile(prepared)]) : await migratedSnapshot();
  })();
  const connection = await openDatabase({ loadDataDir: await snapshot });
  return { connection, drop: () => connection.close() };
}

/** A snapshot of an embedded database with the app's migrations applied and the job queue's tables installed. */
export async function migratedSnapshot(): Promise<Blob> {
  const migrated = await openDatabase({});
  // The job queue creates its tables the first time it starts, which takes each app seconds on
  // PGlite: done once here, every app loaded from the snapshot finds them in place.
  const queueHost = Fastify({ logger: false });
  registerJobs(queueHost, { database: migrated, log: queueHost.log });
  await queueHost.ready();
  await queueHost.close();
  const dump = await (migrated as DatabaseConnection & { client: PGlite }).client.dumpDataDir('none');
  await migrated.close();
  return dump;
}

async function openServerDatabase(serverUrl: string) {
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
  const name = `rally_test_${randomBytes(6).toString('hex')}`;
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
