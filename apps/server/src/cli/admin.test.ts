import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitoringMessages } from '@rally/shared/monitoring/monitoring.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { buildTestApp, createClient } from '../test/build-test-app.ts';
import { freePort } from '../test/server-process.ts';
import {
  MIGRATED_SNAPSHOT_ENV,
  migratedSnapshot,
  openTestDatabase,
  type TestDatabase,
} from '../test/test-database.ts';
import { createUser } from '../test/user-factories.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');

type Run = { exitCode: number | null; stdout: string; stderr: string };

/** `npm run admin -- <args>` from the repository root, as an operator types it. */
function npmRunAdmin(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolveRun, reject) => {
    const child = spawn('npm', ['run', 'admin', '--', ...args], {
      cwd: repoRoot,
      env: { ...withoutDatabaseVariables(process.env), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('error', reject);
    child.on('close', (exitCode) => resolveRun({ exitCode, stdout, stderr }));
  });
}

function withoutDatabaseVariables(env: NodeJS.ProcessEnv): Record<string, string> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = env;
  return Object.fromEntries(
    Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * The database the command and the app share: on PostgreSQL (TEST_DATABASE_URL) the worker's, by its
 * URL; otherwise an embedded one in a DATA_DIR of its own, which only one process may open at a time,
 * so the app is closed while the command runs, as an operator stops Rally first.
 */
async function openSharedDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<TestDatabase>;
  release: () => Promise<void>;
  dispose: () => Promise<void>;
}> {
  const port = String(await freePort());
  if (process.env.TEST_DATABASE_URL) {
    const database = await openTestDatabase();
    return {
      env: { DATABASE_URL: database.databaseUrl ?? '', PORT: port },
      open: async () => database,
      release: async () => {},
      dispose: () => database.drop(),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'rally-admin-cli-'));
  const snapshotFile = process.env[MIGRATED_SNAPSHOT_ENV];
  const snapshot = snapshotFile ? new Blob([await readFile(snapshotFile)]) : await migratedSnapshot();
  let first = true;
  let current: TestDatabase | undefined;
  return {
    env: { DATA_DIR: dataDir, PORT: port },
    async open(): Promise<TestDatabase> {
      const connection = await openDatabase({ dataDir, ...(first ? { loadDataDir: snapshot } : {}) });
      first = false;
      current = { connection, drop: async () => {} };
      return current;
    },
    async release() {
      await current?.connection.close();
      current = undefined;
    },
    async dispose() {
      await current?.connection.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let dispose: (() => Promise<void>) | undefined;
afterEach(async () => {
  await dispose?.();
  dispose = undefined;
});

describe('npm run admin', () => {
  it('grants and revokes the administrator role by email, which the app then honours', async () => {
    const shared = await openSharedDatabase();
    dispose = shared.dispose;

    /** Runs `check` against an app on the shared database, then lets the command have it. */
    async function withApp<T>(check: (app: Awaited<ReturnType<typeof buildTestApp>>) => Promise<T>) {
      const test = await buildTestApp({ database: await shared.open() });
      try {
        return await check(test);
      } finally {
        await test.close();
        await shared.release();
      }
    }

    const user = await withApp(async (test) => {
      const created = await createUser(test, { email: 'ops@example.com' });
      expect((await created.client.get('/api/monitoring/usage')).statusCode).toBe(403);
      return { cookies: new Map(created.client.cookies) };
    });
    /** The same browser, on the app as it is now. */
    const asUser = async <T>(check: (client: ReturnType<typeof createClient>) => Promise<T>) =>
      withApp(async (test) => {
        const client = createClient(test.app);
        for (const [name, value] of user.cookies) client.cookies.set(name, value);
        return check(client);
      });

    const granted = await npmRunAdmin(['grant', 'Ops@Example.com'], shared.env);
    expect(granted.stdout).toContain('ops@example.com is now an administrator.');
    expect(granted.exitCode).toBe(0);

    const again = await npmRunAdmin(['grant', 'ops@example.com'], shared.env);
    expect(again.stdout).toContain('ops@example.com is already an administrator.');
    expect(again.exitCode).toBe(0);

    const unknown = await npmRunAdmin(['grant', 'nobody@example.com'], shared.env);
    expect(unknown.stderr).toContain('No account with the email nobody@example.com.');
    expect(unknown.exitCode).toBe(1);

    const listed = await npmRunAdmin(['list'], shared.env);
    expect(listed.stdout).toMatch(/Administrators:\nops@example\.com \(player\d+\), since \d{4}-/);

    await asUser(async (client) => {
      expect((await client.get('/api/auth/session')).json().session.user.isAdmin).toBe(true);
      expect((await client.get('/api/monitoring/usage')).statusCode).toBe(200);
    });

    const revoked = await npmRunAdmin(['revoke', 'ops@example.com'], shared.env);
    expect(revoked.stdout).toContain('ops@example.com is no longer an administrator.');
    expect(revoked.exitCode).toBe(0);

    await asUser(async (client) => {
      const refused = await client.get('/api/monitoring/usage');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(monitoringMessages.accessDenied);
    });
  }, 240_000);

  it('lists the open reports and acts on them as the web queue does, recorded without a moderator', async () => {
    const shared = await openSharedDatabase();
    dispose = shared.dispose;
    const withApp = async <T>(check: (test: Awaited<ReturnType<typeof buildTestApp>>) => Promise<T>) => {
      const test = await buildTestApp({ database: await shared.open() });
      try {
        return await check(test);
      } finally {
        await test.close();
        await shared.release();
      }
    };

    const people = await withApp(async (test) => {
      const subject = await createUser(test, { name: 'Sid Subject', email: 'sid@example.com' });
      const reporter = await createUser(test, { name: 'Rae Reporter' });
      const sent = await reporter.client.post('/api/reports', {
        targetType: 'profile',
        targetId: subject.id,
        reason: 'harassment',
      });
      expect(sent.statusCode).toBe(201);
      return { subjectId: subject.id, reporterCookies: new Map(reporter.client.cookies) };
    });

    const listed = await npmRunAdmin(['reports'], shared.env);
    expect(listed.exitCode).toBe(0);
    expect(listed.stdout).toContain(`profile:${people.subjectId} "Sid Subject"`);
    expect(listed.stdout).toContain('1 open, Harassment');
    expect(listed.stdout).toContain('subject Sid Subject');

    const warned = await npmRunAdmin(
      ['reports', 'warn', `profile:${people.subjectId}`, 'Mind', 'your', 'words'],
      shared.env,
    );
    expect(warned.stdout).toContain('Recorded: warn');
    expect(warned.exitCode).toBe(0);
    expect((await npmRunAdmin(['reports'], shared.env)).stdout).toContain('No open reports.');

    const suspended = await npmRunAdmin(
      ['reports', 'suspend', 'Sid@Example.com', '3', 'Spamming'],
      shared.env,
    );
    expect(suspended.stdout).toMatch(/Recorded: suspend \(Sid Subject\) until \d{4}-/);
    expect(suspended.exitCode).toBe(0);
    const reinstated = await npmRunAdmin(
      ['reports', 'reinstate', 'sid@example.com', 'Appeal', 'upheld'],
      shared.env,
    );
    expect(reinstated.stdout).toContain('Recorded: reinstate');
    const nobody = await npmRunAdmin(['reports', 'reinstate', 'nobody@example.com', 'x'], shared.env);
    expect(nobody.stderr).toContain('No account with the email nobody@example.com.');
    expect(nobody.exitCode).toBe(1);
    const malformed = await npmRunAdmin(['reports', 'suspend', 'sid@example.com'], shared.env);
    expect(malformed.stderr).toContain('npm run admin -- reports suspend <email> <days | forever> <reason>');
    expect(malformed.exitCode).toBe(1);

    await withApp(async (test) => {
      const log = await test.app.services.moderation.log({});
      expect(log.actions.map((entry) => [entry.action, entry.moderator, entry.reason])).toEqual([
        ['reinstate', null, 'Appeal upheld'],
        ['suspend', null, 'Spamming'],
        ['warn', null, 'Mind your words'],
      ]);
      expect(await test.app.services.suspensions.activeOf(people.subjectId)).toBeNull();
      const reporter = createClient(test.app);
      for (const [name, value] of people.reporterCookies) reporter.cookies.set(name, value);
      const notices = (await reporter.get('/api/notifications')).json().notifications;
      expect(notices.map((notice: { type: string }) => notice.type)).toContain('report_reviewed');
    });
  }, 300_000);

  it('explains how it is called when the command is not one it knows', async () => {
    const refused = await npmRunAdmin(['promote', 'ops@example.com'], { PORT: String(await freePort()) });
    expect(refused.stderr).toContain('Usage: npm run admin -- grant <email> | revoke <email> | list');
    expect(refused.exitCode).toBe(1);
  }, 60_000);
});
