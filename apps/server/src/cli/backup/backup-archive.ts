import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { readTar, type TarFile, type TarSink, writeTar } from './tar.ts';

/**
 * A backup of the default install is one gzipped tar: what it is first, then the embedded database
 * (PGlite's own tar of its folder), then every other file of DATA_DIR (generated secrets and keys,
 * uploaded media), without which a restored database would sign everyone out and lose its images.
 */
const MANIFEST = 'rally-backup.json';
const DATABASE = 'database.tar';
/** DATA_DIR's own files, under their path there. */
const DATA_PREFIX = 'data/';

type Manifest = { format: 'rally-backup'; version: 1; createdAt: string };

/** In DATA_DIR but not copied as files: the live database (snapshotted instead), its lock, earlier backups. */
export const NOT_COPIED = ['pglite', 'pglite.lock', 'backups'];

/** Writes the backup to `path` (through a temporary name: a backup cut short never looks complete). */
export async function writeBackup(
  path: string,
  { dataDir, database, now }: { dataDir: string; database: Buffer; now: Date },
): Promise<{ files: number; bytes: number }> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  let files = 0;
  async function* entries(): AsyncGenerator<TarFile> {
    const manifest: Manifest = { format: 'rally-backup', version: 1, createdAt: now.toISOString() };
    yield { name: MANIFEST, content: Buffer.from(JSON.stringify(manifest, null, 2)), modifiedAt: now };
    yield { name: DATABASE, content: database, modifiedAt: now };
    for await (const file of filesOf(dataDir, [resolve(partial)])) {
      files += 1;
      yield { name: `${DATA_PREFIX}${file}`, content: await readFile(join(dataDir, file)) };
    }
  }
  try {
    await pipeline(writeTar(entries()), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { files, bytes: (await stat(path)).size };
}

/** DATA_DIR's files, as paths inside it, besides those NOT_COPIED and `skip` (the backup being written). */
async function* filesOf(dataDir: string, skip: string[]): AsyncGenerator<string> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const paths = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  for (const path of paths.sort()) {
    const inside = relative(dataDir, path);
    const top = inside.split(sep)[0] ?? '';
    if (NOT_COPIED.includes(top) || skip.includes(resolve(path))) continue;
    yield inside.split(sep).join('/');
  }
}

/**
 * Reads a backup: DATA_DIR's files are written into `dataDir` (the backup's secrets go with its
 * database, so they replace any there), and the database's tar is answered for PGlite to open.
 */
export async function readBackup(path: string, { dataDir }: { dataDir: string }) {
  let manifest: Manifest | undefined;
  const database: Buffer[] = [];
  let files = 0;
  const root = resolve(dataDir);
  await readTar(createReadStream(path).pipe(createGunzip()), async (entry): Promise<TarSink> => {
    if (!manifest) {
      if (entry.name !== MANIFEST) throw new Error(`${path} is not a Rally backup`);
      const text: Buffer[] = [];
      return {
        write: async (chunk) => void text.push(chunk),
        end: async () => {
          const parsed = JSON.parse(Buffer.concat(text).toString('utf8')) as Partial<Manifest>;
          if (parsed.format !== 'rally-backup' || parsed.version !== 1)
            throw new Error(`${path} is not a backup this version of Rally reads`);
          manifest = parsed as Manifest;
        },
      };
    }
    if (entry.name === DATABASE)
      return { write: async (chunk) => void database.push(chunk), end: async () => {} };
    const target = resolve(root, normalize(entry.name.slice(DATA_PREFIX.length)));
    if (!entry.name.startsWith(DATA_PREFIX) || !target.startsWith(root + sep))
      throw new Error(`${path} holds a file outside the data folder: ${entry.name}`);
    await mkdir(dirname(target), { recursive: true });
    const file = await open(target, 'w', 0o600);
    files += 1;
    return {
      write: async (chunk) => void (await file.write(chunk)),
      end: () => file.close(),
    };
  });
  if (database.length === 0) throw new Error(`${path} holds no database`);
  return { database: Buffer.concat(database), files, createdAt: manifest?.createdAt };
}

/** `rally-<UTC time>.tar.gz`: names that sort as the backups were taken. */
export const backupName = (now: Date) => `rally-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** Keeps the newest `keep` backups of `folder` that `backupName` named; other files are left alone. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await readdir(folder)).filter((name) => /^rally-[\dT-]+Z\.tar\.gz$/.test(name)).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await rm(join(folder, name), { force: true });
  return removed;
}
