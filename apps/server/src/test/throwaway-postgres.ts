import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BINARIES_ROOT = '/usr/lib/postgresql';

/** Where this machine's PostgreSQL programs are (Debian's layout), or undefined without them. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(BINARIES_ROOT)) return undefined;
  const versions = readdirSync(BINARIES_ROOT).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => join(BINARIES_ROOT, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')));
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
async function runAsPostgres(program: string, args: string[]) {
  if (userInfo().uid !== 0) return run(program, args);
  const quoted = [program, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  return run('su', ['postgres', '-s', '/bin/sh', '-c', quoted]);
}

/**
 * A PostgreSQL server of the test's own, in a temporary directory on a port of its own, that the
 * test may stop and start again to play an outage without disturbing anyone else's server.
 */
export async function createThrowawayPostgres(port: number) {
  const bin = postgresBinaries();
  if (!bin) throw new Error('No PostgreSQL programs under /usr/lib/postgresql');
  const directory = mkdtempSync('/tmp/rally-outage-');
  if (userInfo().uid === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(directory, Number(stdout.trim()), Number(group.trim()));
  }
  const dataDir = join(directory, 'data');
  await runAsPostgres(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '--auth=trust',
    '--username=postgres',
    '-E',
    'UTF8',
  ]);
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) => runAsPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);

  const server = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Starts the server and waits until it accepts connections. */
    start: () => pgCtl('-o', options, '-l', join(directory, 'log'), '-w', 'start'),
    /** Stops it as an operator would: sessions are terminated, new connections refused. */
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    async destroy() {
      await server.stop().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
