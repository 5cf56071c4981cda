import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { startServerProcess } from '../test/server-process.ts';
import { MIGRATED_SNAPSHOT_ENV, migratedSnapshot } from '../test/test-database.ts';
import { backupName, NOT_COPIED, pruneBackups } from './backup/backup-archive.ts';

const command = (name: string) => resolve(import.meta.dirname, `${name}.ts`);

/** `npm run backup` or `npm run restore` as an operator runs them, with DATA_DIR (and PORT) set. */
function runCommand(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', command(name), ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('exit', (code) => done({ code, output }));
  });
}

let folders: string[] = [];
async function folder(): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), 'rally-backup-'));
  folders.push(path);
  return path;
}
afterEach(async () => {
  for (const path of folders) await rm(path, { recursive: true, force: true });
  folders = [];
});

/** A data folder as an install leaves it: a migrated database with a player and a game, media, a secret. */
async function installedDataFolder(): Promise<string> {
  const dataDir = await folder();
  const prepared = process.env[MIGRATED_SNAPSHOT_ENV];
  const snapshot = prepared ? new Blob([await readFile(prepared)]) : await migratedSnapshot();
  const database = await openDatabase({ dataDir, loadDataDir: snapshot });
  await database.db.execute(sql`insert into users (id, name, email) values ('p1', 'Pat', 'pat@example.com')`);
  await database.db.execute(
    sql`insert into games (title, sport, date, time, time_zone, starts_at, location, latitude, longitude, max_players, host_id)
        values ('Sunday pickup', 'soccer', '2031-05-04', '10:00', 'UTC', '2031-05-04T10:00:00Z', 'Riverside', 51.5, -0.12, 10, 'p1')`,
  );
  await database.close();
  await mkdir(join(dataDir, 'media', 'avatars'), { recursive: true });
  await writeFile(join(dataDir, 'media', 'avatars', 'p1.webp'), Buffer.from([1, 2, 3, 4]));
  await writeFile(
    join(dataDir, 'secrets.json'),
    '{"authSecret":"kept-with-the-sessions-it-signed-0123456789"}',
  );
  return dataDir;
}

/** What a player would see of a data folder: its accounts and games, and its files besides the database. */
async function contentsOf(dataDir: string) {
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    return {
      users: await rows(sql`select id, name, email from users order by id`),
      games: await rows(
        sql`select title, starts_at::text, latitude, longitude, host_id from games order by id`,
      ),
      // Written by a running Rally as it starts (the folder's own setup has none).
      schedules: await rows(sql`select name from pgboss.schedule order by name`),
      avatar: await readFile(join(dataDir, 'media', 'avatars', 'p1.webp')),
      secrets: await readFile(join(dataDir, 'secrets.json'), 'utf8'),
      files: (await readdir(dataDir, { recursive: true }))
        .filter((path) => !NOT_COPIED.some((left) => path === left || path.startsWith(`${left}/`)))
        .sort(),
    };
  } finally {
    await database.close();
  }
}

describe('npm run backup and npm run restore', () => {
  it('back up a running Rally and restore it into a fresh data folder with the same accounts, games and files', {
    timeout: 300_000,
  }, async () => {
    const dataDir = await installedDataFolder();
    const server = await startServerProcess({ DATA_DIR: dataDir });
    let stopped = false;
    try {
      const port = new URL(server.baseUrl).port;
      const target = join(await folder(), 'nightly.tar.gz');
      const backup = await runCommand('backup', [target], { DATA_DIR: dataDir, PORT: port });
      expect(backup.output).toContain(`to ${target}`);
      expect(backup.code).toBe(0);

      const overRunning = await runCommand('restore', [target], { DATA_DIR: dataDir });
      expect(overRunning.code).toBe(1);
      expect(overRunning.output).toMatch(/open: stop it first/);
      // Still serving: the backup took nothing from it.
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);

      await server.stop();
      stopped = true;
      const freshDir = join(await folder(), 'data');
      const restore = await runCommand('restore', [target], { DATA_DIR: freshDir });
      expect(restore.output).toMatch(/the database \(1 account\) and \d+ other files/);
      expect(restore.code).toBe(0);

      const original = await contentsOf(dataDir);
      expect(original.users).toHaveLength(1);
      expect(original.schedules).not.toEqual([]);
      expect(await contentsOf(freshDir)).toEqual(original);
    } finally {
      if (!stopped) await server.stop();
    }
  });

  it('back up a folder no Rally has open into DATA_DIR/backups, and refuse to restore over a database', {
    timeout: 300_000,
  }, async () => {
    const dataDir = await installedDataFolder();
    const backup = await runCommand('backup', [], { DATA_DIR: dataDir });
    expect(backup.code).toBe(0);
    const [name] = await readdir(join(dataDir, 'backups'));
    expect(name).toMatch(/^rally-.+\.tar\.gz$/);
    const file = join(dataDir, 'backups', name ?? '');

    const overDatabase = await runCommand('restore', [file], { DATA_DIR: dataDir });
    expect(overDatabase.code).toBe(1);
    expect(overDatabase.output).toMatch(/already holds a database/);

    const notABackup = join(await folder(), 'notes.tar.gz');
    await writeFile(notABackup, 'not an archive');
    const freshDir = await folder();
    const refused = await runCommand('restore', [notABackup], { DATA_DIR: freshDir });
    expect(refused.code).toBe(1);
    expect(existsSync(join(freshDir, 'pglite', 'PG_VERSION'))).toBe(false);

    const restored = await runCommand('restore', [file], { DATA_DIR: freshDir });
    expect(restored.code).toBe(0);
    expect(await contentsOf(freshDir)).toEqual(await contentsOf(dataDir));
  });
});

describe('pruneBackups', () => {
  it('keeps the newest backups it named and leaves other files alone', async () => {
    const backups = await folder();
    const names = Array.from({ length: 9 }, (_, day) => backupName(new Date(Date.UTC(2031, 0, day + 1, 3))));
    for (const name of [...names, 'before-upgrade.tar.gz']) await writeFile(join(backups, name), '');
    expect(await pruneBackups(backups, 7)).toEqual(names.slice(0, 2));
    expect((await readdir(backups)).sort()).toEqual([...names.slice(2), 'before-upgrade.tar.gz'].sort());
  });
});
