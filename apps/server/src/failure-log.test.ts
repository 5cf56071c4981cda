import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { befriend } from './test/social-factories.ts';
import { createUser, type TestUser } from './test/user-factories.ts';

// The app's own log, captured line by line while queries fail with secrets in their parameters.

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const failures = () => entries().filter((entry) => entry.msg === 'request failed');

let test: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  // Every request looks its session up in the database here (no session cache), so hiding the sessions
  // table fails them all the way an outage would.
  test = await buildTestApp({ env: { SESSION_CACHE_MS: '0' }, logger: { level: 'info', stream: logStream } });
  alice = await createUser(test, { name: 'Alice' });
  bob = await createUser(test, { name: 'Bob' });
  await befriend(alice, bob);
});
afterAll(() => test.close());
afterEach(() => {
  lines.length = 0;
});

const execute = (statement: ReturnType<typeof sql>) => test.database.connection.db.execute(statement);
const sessionToken = (user: TestUser) =>
  decodeURIComponent(user.client.cookies.get('rally.session_token') ?? '').split('.')[0]!;

describe('the log of a failed query', () => {
  it('names the statement and the PostgreSQL code, never the session token it looked up', async () => {
    const token = sessionToken(alice);
    expect(token.length).toBeGreaterThan(16);
    await execute(sql`alter table sessions rename to sessions_away`);
    try {
      const response = await alice.client.get('/api/auth/session');
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await execute(sql`alter table sessions_away rename to sessions`);
    }
    const log = lines.join('\n');
    expect(log).not.toContain(token);
    const [failure] = failures();
    expect(failure).toMatchObject({ reqId: expect.any(String) });
    expect(JSON.stringify(failure)).toContain('"code":"42P01"');
    expect(JSON.stringify(failure)).toContain('from \\"sessions\\" where \\"sessions\\".\\"token\\" = $1');
    // One line, no stack: during an outage every request fails the same way.
    expect(JSON.stringify(failure)).not.toContain('"stack"');
  });

  it('never carries a message text, even where PostgreSQL quotes the failing row', async () => {
    const secret = 'meet me by the xylophone at nine';
    await execute(
      sql.raw(
        `alter table direct_messages add constraint no_instruments check (message not like '%xylophone%') not valid`,
      ),
    );
    try {
      const response = await alice.client.post(`/api/messages/${bob.id}`, { message: secret });
      expect(response.statusCode).toBe(500);
    } finally {
      await execute(sql.raw('alter table direct_messages drop constraint no_instruments'));
    }
    expect(lines.join('\n')).not.toContain('xylophone');
    const [failure] = failures();
    expect(failure).toMatchObject({
      err: {
        message: 'Failed query',
        query: expect.stringContaining('insert into "direct_messages"'),
        cause: {
          code: '23514',
          message: 'new row for relation "direct_messages" violates check constraint "no_instruments"',
          constraint: 'no_instruments',
          table: 'direct_messages',
        },
      },
    });
  });

  it('keeps emails and search terms out of the log of requests', async () => {
    await alice.client.get('/api/friends/search?q=bob.secret%40example.com');
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'carol.secret@example.com' },
    });
    const log = lines.join('\n');
    expect(log).toContain('/api/friends/search');
    expect(log).not.toContain('secret');
  });

  it('logs a failure repeated on one route once within ten seconds, not once per request', async () => {
    await execute(sql`alter table sessions rename to sessions_away`);
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await alice.client.get('/api/friends')).statusCode).toBeGreaterThanOrEqual(500);
      }
    } finally {
      await execute(sql`alter table sessions_away rename to sessions`);
    }
    expect(failures()).toHaveLength(1);
  });
});
