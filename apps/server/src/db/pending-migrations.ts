import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Runs one statement without parameters and answers its rows. */
export type RowsQuery = (text: string) => Promise<Array<Record<string, unknown>>>;

/**
 * Whether the database lacks a migration of the folder's journal, decided as drizzle's migrator decides
 * it: the migrator applies every migration whose journal time is later than the newest time it has
 * recorded. Asking this first spares a start on an up-to-date database the migrator's own work
 * (reading and hashing every file, two DDL statements and an empty transaction). When in doubt (no
 * migrations table yet, an unreadable answer), there is work pending and the migrator decides.
 */
export async function hasPendingMigrations(query: RowsQuery, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const newestInFolder = Math.max(0, ...journal.entries.map((entry) => entry.when));
  let newestApplied: number;
  try {
    const [row] = await query('select max(created_at) as newest from drizzle.__drizzle_migrations');
    newestApplied = Number(row?.newest ?? Number.NaN);
  } catch {
    // No migrations table: a new database.
    return true;
  }
  return !(newestApplied >= newestInFolder);
}
