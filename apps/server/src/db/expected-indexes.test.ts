import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createServerDatabase,
  MIGRATED_SNAPSHOT_ENV,
  migratedSnapshot,
  openTestDatabase,
} from '../test/test-database.ts';
import { type DatabaseConnection, openDatabase } from './client.ts';
import { expectedIndexes } from './expected-indexes.ts';

const migrationsFolder = resolve(import.meta.dirname, 'migrations');
const serverUrl = process.env.TEST_DATABASE_URL;

async function indexNames(connection: DatabaseConnection): Promise<string[]> {
  const result = (await connection.db.execute(
    sql`select c.relname as name from pg_class c
        where c.relkind in ('i', 'I') and c.relnamespace = current_schema()::regnamespace
          and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
        order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  return result.rows.map((row) => row.name);
}

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
  vi.restoreAllMocks();
});

describe('the indexes the migrations make', () => {
  it('are read from the migrations exactly as a migrated database has them, besides its constraints', async () => {
    const database = await openTestDatabase();
    cleanup.push(() => database.drop());
    const expected = (await expectedIndexes(migrationsFolder)).map((index) => index.name).sort();
    expect(expected).toContain('games_place_and_start_idx');
    expect(expected).not.toContain('games_position_idx');
    expect(await indexNames(database.connection)).toEqual(expected);
  });

  it('are back after a start on a database that lost one, with a line that says so', async () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      warnings.push(String(line));
    });
    let open: () => Promise<DatabaseConnection>;
    if (serverUrl) {
      const { databaseUrl, drop } = await createServerDatabase(serverUrl);
      cleanup.push(drop);
      open = () => openDatabase({ databaseUrl });
    } else {
      const dataDir = await mkdtemp(join(tmpdir(), 'rally-indexes-'));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      // Started from the migrated snapshot: the folder then needs no initdb and no migration.
      const prepared = process.env[MIGRATED_SNAPSHOT_ENV];
      const snapshot = prepared ? new Blob([await readFile(prepared)]) : await migratedSnapshot();
      const seeded = await openDatabase({ dataDir, loadDataDir: snapshot });
      await seeded.close();
      open = () => openDatabase({ dataDir });
    }
    const first = await open();
    await first.db.execute(sql`drop index games_place_and_start_idx`);
    expect(await indexNames(first)).not.toContain('games_place_and_start_idx');
    await first.close();

    const second = await open();
    cleanup.push(() => second.close());
    expect(await indexNames(second)).toContain('games_place_and_start_idx');
    expect(warnings).toEqual([
      expect.stringMatching(/^database: the index games_place_and_start_idx was missing and is recreated/),
    ]);
  });
});
