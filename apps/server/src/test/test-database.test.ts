import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser } from './user-factories.ts';

// Test apps share their worker's database one after another: each must still start on an empty one.

const opened: TestApp[] = [];
afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.close();
});

async function openApp() {
  const test = await buildTestApp();
  opened.push(test);
  return test;
}

async function countOf(test: TestApp, query: ReturnType<typeof sql>) {
  const result = (await test.database.connection.db.execute(query)) as unknown as {
    rows: Array<{ count: number | string }>;
  };
  return Number(result.rows[0]?.count);
}

const users = sql`select count(*) as count from users`;
const markedJobs = sql`select count(*) as count from pgboss.job where data->>'marker' = 'left behind'`;

describe('test databases', () => {
  it('starts each test app without the users and queued jobs an earlier app left', async () => {
    const earlier = await openApp();
    await createUser(earlier, { username: 'Leftover' });
    await earlier.app.jobs.send('presence-sweep', { marker: 'left behind' }, { startAfter: 3_600 });
    expect(await countOf(earlier, users)).toBe(1);
    expect(await countOf(earlier, markedJobs)).toBe(1);
    await opened.pop()?.close();

    const later = await openApp();
    expect(await countOf(later, users)).toBe(0);
    expect(await countOf(later, markedJobs)).toBe(0);
    const signedIn = await createUser(later, { username: 'Newcomer' });
    expect((await signedIn.client.get('/api/profiles/me')).statusCode).toBe(200);
  });

  it('gives a second app opened alongside the first a database of its own', async () => {
    const first = await openApp();
    const second = await openApp();
    await createUser(first, { username: 'OnlyInFirst' });
    expect(await countOf(first, users)).toBe(1);
    expect(await countOf(second, users)).toBe(0);
    const other = await createUser(second, { username: 'OnlyInSecond' });
    expect((await other.client.get('/api/profiles/me')).statusCode).toBe(200);
  });
});
