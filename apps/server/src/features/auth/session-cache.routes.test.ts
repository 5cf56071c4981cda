import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth.ts';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/user-factories.ts';

const opened: TestApp[] = [];
async function open(options: Parameters<typeof buildTestApp>[0] = {}) {
  const test = await buildTestApp(options);
  opened.push(test);
  return test;
}

afterEach(async () => {
  // The second process first: the first owns the database.
  for (const test of opened.reverse()) await test.close();
  opened.length = 0;
});

/** Asks until the answer's status is `status` or `withinMs` passed; answers how long it took. */
async function statusWithin(ask: () => Promise<{ statusCode: number }>, status: number, withinMs: number) {
  const start = Date.now();
  for (;;) {
    const { statusCode } = await ask();
    const elapsed = Date.now() - start;
    if (statusCode === status || elapsed > withinMs) return { statusCode, elapsed };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the session check cache', () => {
  it('stops a signed-out session at once on another server process sharing the database', async () => {
    const first = await open();
    const second = await open({ database: first.database });
    const user = await createUser(first);
    // The same browser's cookie, sent to the other process, which has now checked and cached it.
    const elsewhere = createClient(second.app);
    for (const [name, value] of user.client.cookies) elsewhere.cookies.set(name, value);
    expect((await elsewhere.get('/api/friends')).statusCode).toBe(200);
    expect((await user.client.get('/api/friends')).statusCode).toBe(200);

    expect((await user.client.post('/api/auth/sign-out')).statusCode).toBe(200);

    // Well inside the cache's 5 s: only the announcement between processes can explain it.
    const afterSignOut = await statusWithin(() => elsewhere.get('/api/friends'), 401, 2_000);
    expect(afterSignOut.statusCode).toBe(401);
    expect(afterSignOut.elapsed).toBeLessThan(2_000);
  });

  it('refuses a signed-out session on the process that signed it out with its very next request', async () => {
    const test = await open();
    const user = await createUser(test);
    const cookies = new Map(user.client.cookies);
    expect((await user.client.get('/api/notifications')).statusCode).toBe(200);

    await user.client.post('/api/auth/sign-out');

    const replayed = createClient(test.app);
    for (const [name, value] of cookies) replayed.cookies.set(name, value);
    expect((await replayed.get('/api/notifications')).statusCode).toBe(401);
  });

  it('stops a session revoked in the database within the cache lifetime', async () => {
    const test = await open({ env: { SESSION_CACHE_MS: '400' } });
    const user = await createUser(test);
    expect((await user.client.get('/api/profiles/me')).statusCode).toBe(200);

    // Revoked behind the app's back (no sign-out, no announcement): only the lifetime bounds it.
    await test.database.connection.db.delete(sessions).where(eq(sessions.userId, user.id));

    const revoked = await statusWithin(() => user.client.get('/api/profiles/me'), 401, 2_000);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.elapsed).toBeLessThan(1_000);
  });

  it('refuses a cookie whose signature was changed even while the real one is cached', async () => {
    const test = await open();
    const user = await createUser(test);
    expect((await user.client.get('/api/friends')).statusCode).toBe(200);
    const value = user.client.cookies.get('rally.session_token')!;
    const forged = createClient(test.app);
    // Same token, another signature: its first base64 character changed, which always changes the bytes
    // (the last one before the padding carries bits a decoder may ignore).
    const dot = value.lastIndexOf('.');
    const first = value[dot + 1] === 'A' ? 'B' : 'A';
    forged.cookies.set('rally.session_token', `${value.slice(0, dot + 1)}${first}${value.slice(dot + 2)}`);
    expect((await forged.get('/api/friends')).statusCode).toBe(401);
  });
});
