import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { hasPendingMigrations } from './pending-migrations.ts';

const migrationsFolder = resolve(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(resolve(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ when: number }>;
};
const newest = Math.max(...journal.entries.map((entry) => entry.when));
const answering = (newestApplied: unknown) => async () => [{ newest: newestApplied }];

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe('pending migrations', () => {
  it('finds none on a migrated database, so a start skips the migrator', async () => {
    database = await openTestDatabase();
    const { db } = database.connection;
    const rows = async (text: string) =>
      (await db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> };
    expect(await hasPendingMigrations(async (text) => (await rows(text)).rows, migrationsFolder)).toBe(false);
  });

  it('finds some when the newest applied migration is older than the newest file', async () => {
    expect(await hasPendingMigrations(answering(String(newest - 1)), migrationsFolder)).toBe(true);
    expect(await hasPendingMigrations(answering(String(newest)), migrationsFolder)).toBe(false);
  });

  it('finds some on a new database, without a migrations table or with an empty one', async () => {
    const missingTable = async () => {
      throw new Error('relation "drizzle.__drizzle_migrations" does not exist');
    };
    expect(await hasPendingMigrations(missingTable, migrationsFolder)).toBe(true);
    expect(await hasPendingMigrations(answering(null), migrationsFolder)).toBe(true);
  });
});
