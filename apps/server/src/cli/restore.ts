import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { claimEmbeddedDatabase, embeddedHolder } from '../db/embedded-lock.ts';
import { readBackup } from './backup/backup-archive.ts';
import { runCommand } from './run-command.ts';

const USAGE = 'Usage: npm run restore -- <backup file>  (into DATA_DIR, which must hold no database yet)';

/**
 * `npm run restore <file>`: a backup of `npm run backup` into DATA_DIR, database and files. It never
 * writes over a database: DATA_DIR must hold none (move the old folder away first), and no process may
 * have it open. Rally then starts on it as usual, migrating it if the backup is older.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const [file] = args;
  if (!file || args.length > 1 || file.startsWith('-')) {
    console.error(USAGE);
    return 1;
  }
  const config = parseConfig();
  const { dataDir } = config;
  if (config.databaseUrl) {
    console.error(
      'Rally uses a PostgreSQL server (DATABASE_URL): restore it with pg_restore, as the README says under "Back it up".',
    );
    return 1;
  }
  const path = resolve(file);
  if (!existsSync(path)) {
    console.error(`There is no backup at ${path}.`);
    return 1;
  }
  const holder = await embeddedHolder(dataDir);
  if (holder) {
    console.error(
      `Rally (process ${holder.pid}) has the database in ${dataDir} open: stop it first, or restore into another DATA_DIR.`,
    );
    return 1;
  }
  const databaseFolder = join(dataDir, 'pglite');
  if (existsSync(databaseFolder) && (await readdir(databaseFolder)).length > 0) {
    console.error(
      `${dataDir} already holds a database: restore into an empty DATA_DIR, or move this one away first (e.g. mv ${dataDir} ${dataDir}.old).`,
    );
    return 1;
  }
  await mkdir(dataDir, { recursive: true });
  // Held from the first file written, so a Rally started meanwhile stops instead of opening half a restore.
  const claim = await claimEmbeddedDatabase(dataDir);
  try {
    const { database, files, createdAt } = await readBackup(path, { dataDir });
    const restored = await openDatabase({ dataDir, loadDataDir: new Blob([database]) });
    try {
      const result = (await restored.db.execute(
        sql`select count(*)::int as players from users`,
      )) as unknown as {
        rows: Array<{ players: number }>;
      };
      const players = result.rows[0]?.players ?? 0;
      console.log(
        `Restored the backup of ${createdAt ?? 'an unknown time'} into ${dataDir}: the database (${players} account${players === 1 ? '' : 's'}) and ${files} other file${files === 1 ? '' : 's'}. Start Rally with npm start.`,
      );
    } finally {
      await restored.close();
    }
  } finally {
    claim.release();
  }
  return 0;
}

runCommand(main);
