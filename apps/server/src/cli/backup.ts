import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type Config, ConfigError, parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { embeddedHolder } from '../db/embedded-lock.ts';
import { BACKUP_SNAPSHOT_PATH } from '../features/backup/backup.routes.ts';
import { backupName, pruneBackups, writeBackup } from './backup/backup-archive.ts';
import { runCommand } from './run-command.ts';

/** How many backups `npm run backup` keeps in DATA_DIR/backups when it names them itself. */
const BACKUPS_KEPT = 7;

const USAGE = `Usage: npm run backup [-- <file>]  (default: DATA_DIR/backups/rally-<time>.tar.gz, keeping the last ${BACKUPS_KEPT})`;

/**
 * `npm run backup`: the embedded database and DATA_DIR's other files in one file, taken while Rally
 * runs or not. A running Rally has the database to itself, so it is asked for the copy (from this
 * machine, with the token it left in DATA_DIR); otherwise this command opens the folder itself.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    return 1;
  }
  const config = parseConfig();
  if (config.databaseUrl) {
    console.error(
      'Rally uses a PostgreSQL server (DATABASE_URL): back it up with pg_dump, as the README says under "Back it up".',
    );
    return 1;
  }
  if (!existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    console.error(`There is no embedded database in ${config.dataDir} (DATA_DIR) to back up.`);
    return 1;
  }
  const now = new Date();
  const target = args[0] ? resolve(args[0]) : join(config.dataDir, 'backups', backupName(now));
  const database = await snapshot(config);
  const { files, bytes } = await writeBackup(target, { dataDir: config.dataDir, database, now });
  if (!args[0]) await pruneBackups(dirname(target), BACKUPS_KEPT);
  console.log(
    `Backed up the embedded database and ${files} other file${files === 1 ? '' : 's'} of ${config.dataDir} to ${target} (${(bytes / 1e6).toFixed(1)} MB).`,
  );
  return 0;
}

async function snapshot(config: Config): Promise<Buffer> {
  const holder = await embeddedHolder(config.dataDir);
  if (holder) {
    const url = `http://127.0.0.1:${config.port}${BACKUP_SNAPSHOT_PATH}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${holder.token}` },
    }).catch(() => undefined);
    if (!response?.ok) {
      throw new ConfigError(
        `Rally (process ${holder.pid}) has the database in ${config.dataDir} open but gave no copy at ${url}: run the backup with the PORT Rally listens on.`,
      );
    }
    return Buffer.from(await response.arrayBuffer());
  }
  // Left as found: a backup taken before an upgrade restores to what was running.
  const database = await openDatabase({ dataDir: config.dataDir, migrate: false });
  try {
    const taken = await database.embeddedBackup?.snapshot();
    if (!taken) throw new Error('the embedded database gave no copy');
    return Buffer.from(await taken.arrayBuffer());
  } finally {
    await database.close();
  }
}

runCommand(main);
