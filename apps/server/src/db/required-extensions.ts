import type pg from 'pg';
import { ConfigError } from '../config.ts';

/** What the migrations and queries need: distance search (cube, earthdistance) and fuzzy text search (pg_trgm). */
export const REQUIRED_EXTENSIONS = ['cube', 'earthdistance', 'pg_trgm'] as const;

/**
 * The database cannot serve Rally as it is set up, and an operator must act: like a bad setting, it
 * stops the start with its message alone, one readable line instead of a stack trace.
 */
export class DatabaseSetupError extends ConfigError {
  override name = 'DatabaseSetupError';
}

/** The command a superuser runs once in `database` (the README's). */
export function extensionCommand(database: string): string {
  const name = /^[\w-]+$/.test(database) ? database : `'${database.replaceAll("'", "'\\''")}'`;
  return `psql -d ${name} ${REQUIRED_EXTENSIONS.map((extension) => `-c 'CREATE EXTENSION IF NOT EXISTS ${extension}'`).join(' ')}`;
}

/**
 * Makes sure the database has the three extensions before anything is migrated. A missing one is
 * created when this role may (cube and pg_trgm are trusted: a database's owner may; earthdistance is not,
 * so only a superuser may); otherwise the start stops, naming what is missing and the command that adds it.
 */
export async function ensureExtensions(client: pg.Client): Promise<void> {
  const installed = await extensionNames(client, 'pg_extension', 'extname');
  const missing = REQUIRED_EXTENSIONS.filter((extension) => !installed.has(extension));
  if (missing.length === 0) return;
  const { rows } = await client.query<{ database: string }>('select current_database() as database');
  const database = rows[0]?.database ?? 'rally';
  const available = await extensionNames(client, 'pg_available_extensions', 'name');
  const absent = missing.filter((extension) => !available.has(extension));
  if (absent.length > 0) {
    throw new DatabaseSetupError(
      `The PostgreSQL server has no ${listed(absent)} extension to install: install PostgreSQL's contrib package on the database server (e.g. postgresql-contrib), then run once as a superuser: ${extensionCommand(database)}`,
    );
  }
  const refused: string[] = [];
  // In the listed order: earthdistance needs cube first.
  for (const extension of missing) {
    try {
      await client.query(`CREATE EXTENSION IF NOT EXISTS ${extension}`);
    } catch (error) {
      if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
      refused.push(extension);
    }
  }
  if (refused.length > 0) {
    throw new DatabaseSetupError(
      `The database "${database}" lacks the ${listed(refused)} extension${refused.length > 1 ? 's' : ''}, which only a superuser may create. Run once as a superuser: ${extensionCommand(database)}`,
    );
  }
}

/** PostgreSQL's SQLSTATE for "permission denied". */
const INSUFFICIENT_PRIVILEGE = '42501';

async function extensionNames(client: pg.Client, catalog: string, column: string): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string }>(
    `select ${column} as name from ${catalog} where ${column} = any($1)`,
    [REQUIRED_EXTENSIONS],
  );
  return new Set(rows.map((row) => row.name));
}

const listed = (names: string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
