import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, parseConfig } from '../config.ts';
import { TEST_ORIGIN } from '../test/build-test-app.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { createServerDatabase } from '../test/test-database.ts';
import { signUpUser } from '../test/user-factories.ts';
import { type DatabaseConnection, openDatabase } from './client.ts';
import { isRead } from './statement-bounds.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('what counts as a read', () => {
  it('is a select that locks nothing; writes, locking selects and CTEs are not', () => {
    expect(isRead('select "id" from "profiles" where "user_id" = $1')).toBe(true);
    expect(isRead('  SELECT 1')).toBe(true);
    for (const statement of [
      'update "profiles" set "name" = $1',
      'insert into "games" values ($1)',
      'select * from "games" where "id" = $1 for update',
      'select * from "leagues" for no key update',
      'with moved as (delete from "jobs" returning *) select * from moved',
      'begin',
    ]) {
      expect(isRead(statement), statement).toBe(false);
    }
  });
});

// PGlite runs one statement at a time inside the server's own process: nothing else can hold a lock on
// its tables, so a read never waits on one there (REQUEST_TIMEOUT_MS bounds any request). A locked table
// exists only with a PostgreSQL server.
describe.skipIf(!serverUrl)('a read held up by a locked table (PostgreSQL only)', () => {
  let app: FastifyInstance;
  let mail: SmtpSink;
  let database: DatabaseConnection;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let config: Config;

  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl!);
    databaseUrl = created.databaseUrl;
    drop = created.drop;
    mail = await startSmtpSink();
    // The defaults, as a deployment gets them: reads 5 s, writes 15 s.
    config = parseConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: TEST_ORIGIN,
      SMTP_URL: mail.url,
      DATA_DIR: await mkdtemp(join(tmpdir(), 'rally-read-bound-')),
      STATIC_DIR: join(tmpdir(), 'rally-no-static'),
      LOG_LEVEL: 'silent',
    });
    database = await openDatabase({ databaseUrl, timeouts: config.databaseTimeouts });
    app = await buildApp({
      config,
      database,
      secrets: { authSecret: 'read-bound-secret-read-bound-secret-0123' },
      logger: false,
      startJobs: false,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
    await mail?.close();
  });

  async function holdLock(table: string) {
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query(`lock table ${table} in access exclusive mode`);
    } catch (error) {
      await locker.end();
      throw error;
    }
    return async () => {
      await locker.query('rollback');
      await locker.end();
    };
  }

  it('answers GET /api/profiles/me 503 after the 5 s read bound, not the 15 s of writes, and 200 once the lock is gone', async () => {
    expect(config.databaseTimeouts).toMatchObject({ statementMs: 15_000, readStatementMs: 5_000 });
    const player = await signUpUser({ app, mail });
    const release = await holdLock('user_profiles');
    let elapsed: number;
    let status: number;
    try {
      const start = Date.now();
      const response = await player.client.get('/api/profiles/me');
      elapsed = Date.now() - start;
      status = response.statusCode;
      expect(response.json()).toMatchObject({ code: 'service_unavailable' });
    } finally {
      await release();
    }
    expect(status).toBe(503);
    expect(elapsed).toBeGreaterThanOrEqual(4_500);
    expect(elapsed).toBeLessThan(8_000);
    expect((await player.client.get('/api/profiles/me')).statusCode).toBe(200);
  }, 30_000);

  it('lets a write wait past the read bound, and it lands once the lock is released', async () => {
    const release = await holdLock('user_profiles');
    let settled = false;
    const write = database.db
      .execute(sql`update user_profiles set updated_at = now() where false`)
      .finally(() => {
        settled = true;
      });
    try {
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect(settled).toBe(false);
    } finally {
      await release();
    }
    await expect(write).resolves.toBeDefined();
  }, 30_000);
});
