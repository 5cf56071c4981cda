import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATED_SNAPSHOT_ENV, migratedSnapshot } from './test-database.ts';

/**
 * Migrates one embedded database for the whole run and leaves its snapshot in a file for every
 * worker: without it each test file paid a fresh initdb and the migrations (seconds) before its first
 * test, and every app the job queue's install.
 */
export default async function migrateOnce() {
  if (process.env.TEST_DATABASE_URL) return;
  const dump = await migratedSnapshot();
  const directory = await mkdtemp(join(tmpdir(), 'rally-snapshot-'));
  const path = join(directory, 'migrated.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  // Workers are started after this and inherit the environment.
  process.env[MIGRATED_SNAPSHOT_ENV] = path;
  return async () => {
    delete process.env[MIGRATED_SNAPSHOT_ENV];
    await rm(directory, { recursive: true, force: true });
  };
}
