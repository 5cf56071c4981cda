import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimEmbeddedDatabase, DatabaseInUseError, embeddedHolder } from './embedded-lock.ts';

let dataDir = '';
let others: ChildProcess[] = [];
afterEach(async () => {
  for (const other of others) other.kill();
  others = [];
  await rm(dataDir, { recursive: true, force: true });
});

/** Another process, running until the test ends. */
function anotherProcess(): ChildProcess {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  others.push(other);
  return other;
}

async function endedProcessId(): Promise<number> {
  const other = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => other.once('exit', resolve));
  return other.pid ?? 0;
}

describe('the embedded database folder', () => {
  it('is refused, in one line, while another process holds it', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rally-lock-'));
    const holder = anotherProcess();
    await writeFile(join(dataDir, 'pglite.lock'), JSON.stringify({ pid: holder.pid, token: 'theirs' }));

    expect(await embeddedHolder(dataDir)).toEqual({ pid: holder.pid, token: 'theirs' });
    const refusal = await claimEmbeddedDatabase(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DatabaseInUseError);
    expect((refusal as Error).message).toBe(
      `The embedded database in ${dataDir} is open in process ${holder.pid} (a running Rally?): stop it first, or use another DATA_DIR.`,
    );
  });

  it('is taken over from a process that ended without giving it back, and given back on release', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rally-lock-'));
    await writeFile(
      join(dataDir, 'pglite.lock'),
      JSON.stringify({ pid: await endedProcessId(), token: 'old' }),
    );
    expect(await embeddedHolder(dataDir)).toBeUndefined();

    const claim = await claimEmbeddedDatabase(dataDir);
    expect(claim.token).not.toBe('old');
    claim.release();
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
