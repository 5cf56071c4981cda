import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dropRunDatabases,
  MIGRATED_SNAPSHOT_ENV,
  migratedSnapshot,
  runDatabasePrefix,
} from './test-database.ts';

/**
 * Migrates one embedded database for the whole run and leaves its snapshot in a file for every
 * worker: without it each worker paid a fresh initdb and the migrations (seconds) before its first
 * test. On PostgreSQL it names the run, so the databases the workers keep open until they exit are
 * dropped when the run ends.
 */
export default async function migrateOnce() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // Workers are started after this and inherit the environment, the run's name with it.
    runDatabasePrefix();
    return () => dropRunDatabases(serverUrl);
  }
  const dump = await migratedSnapshot();
  const directory = await mkdtemp(join(tmpdir(), 'rally-snapshot-'));
  const path = join(directory, 'migrated.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  process.env[MIGRATED_SNAPSHOT_ENV] = path;
  return async () => {
    delete process.env[MIGRATED_SNAPSHOT_ENV];
    await rm(directory, { recursive: true, force: true });
  };
}
