import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../config.ts';

/** Who has the embedded database open: the process, and the token that asks it for a backup. */
export type EmbeddedHolder = { pid: number; token: string };

/** Beside the database's folder (DATA_DIR/pglite), not in it: a restore fills that folder. */
const lockPath = (dataDir: string) => join(dataDir, 'pglite.lock');

/**
 * The embedded database in this folder is open in another process. PGlite itself would open it
 * again and the two would overwrite each other's files, so the second stops with this line instead.
 */
export class DatabaseInUseError extends ConfigError {
  override name = 'DatabaseInUseError';
}

/**
 * Marks the embedded database in `dataDir` as this process's for as long as it is open, with a fresh
 * token that only someone who can read DATA_DIR learns (the file is the owner's alone). A mark left by
 * a process that has ended (a crash, a `kill -9`) is taken over.
 */
export async function claimEmbeddedDatabase(dataDir: string): Promise<{ token: string; release(): void }> {
  const path = lockPath(dataDir);
  const holder = await embeddedHolder(dataDir);
  if (holder) {
    throw new DatabaseInUseError(
      `The embedded database in ${dataDir} is open in process ${holder.pid} (a running Rally?): stop it first, or use another DATA_DIR.`,
    );
  }
  const token = randomBytes(24).toString('base64url');
  const mark: EmbeddedHolder = { pid: process.pid, token };
  await writeFile(path, JSON.stringify(mark), { mode: 0o600 });
  const release = () => {
    process.off('exit', release);
    // Only our own mark: a process that took over a stale one keeps its.
    if (readMark(() => readFileSync(path, 'utf8'))?.token !== token) return;
    try {
      unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
  // An exit without close (process.exit, an uncaught error) still gives the folder back.
  process.on('exit', release);
  return { token, release };
}

/** The live process holding the embedded database in `dataDir`, if another one does. */
export async function embeddedHolder(dataDir: string): Promise<EmbeddedHolder | undefined> {
  const mark = await readFile(lockPath(dataDir), 'utf8').then(
    (text) => readMark(() => text),
    () => undefined,
  );
  if (!mark || mark.pid === process.pid || !isRunning(mark.pid)) return undefined;
  return mark;
}

function readMark(read: () => string): EmbeddedHolder | undefined {
  try {
    const parsed = JSON.parse(read()) as Partial<EmbeddedHolder>;
    return typeof parsed.pid === 'number' && typeof parsed.token === 'string'
      ? { pid: parsed.pid, token: parsed.token }
      : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
