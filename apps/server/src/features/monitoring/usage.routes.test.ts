import { monitoringMessages } from '@rally/shared/monitoring/monitoring.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createUser, signUpUser, type TestUser } from '../../test/user-factories.ts';

const opened: TestApp[] = [];
async function open(options: Parameters<typeof buildTestApp>[0] = {}) {
  const test = await buildTestApp(options);
  opened.push(test);
  return test;
}
afterEach(async () => {
  // Later apps first: the first one owns the database.
  for (const test of opened.reverse()) await test.close();
  opened.length = 0;
});

const USAGE = '/api/monitoring/usage';
const LIVE = '/api/monitoring/live';
const DAY_MS = 24 * 60 * 60_000;

/** A signed-in user whom user_roles makes an administrator, as `npm run admin -- grant` does. */
async function createAdmin(test: TestApp) {
  const admin = await createUser(test);
  await test.app.services.roles.grantByEmail(admin.email);
  return admin;
}

/** Signs the user in through the real sign-in, password and all. */
async function signIn(test: TestApp, user: TestUser) {
  const response = await createClient(test.app).post('/api/auth/sign-in', {
    identifier: user.username,
    password: user.password,
  });
  expect(response.statusCode).toBe(200);
}

/** Asks until the answer's status is `status` or `withinMs` passed; answers how long it took. */
async function statusWithin(ask: () => Promise<{ statusCode: number }>, status: number, withinMs: number) {
  const start = Date.now();
  for (;;) {
    const { statusCode } = await ask();
    const elapsed = Date.now() - start;
    if (statusCode === status || elapsed > withinMs) return { statusCode, elapsed };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('who may read the usage figures', () => {
  it.each([USAGE, LIVE])('refuses a signed-in player %s with the spec access-denied text', async (path) => {
    const test = await open();
    const player = await createUser(test);
    const response = await player.client.get(path);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: monitoringMessages.accessDenied });
  });

  it('answers an administrator the live figures too', async () => {
    const test = await open();
    const admin = await createAdmin(test);
    expect((await admin.client.get(LIVE)).statusCode).toBe(200);
  });

  it('refuses a signed-out visitor with 401', async () => {
    const test = await open();
    expect((await createClient(test.app).get(USAGE)).statusCode).toBe(401);
  });

  it('answers an administrator, whose session says so', async () => {
    const test = await open();
    const admin = await createAdmin(test);
    const response = await admin.client.get(USAGE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalUsers: 1,
      gamesCreatedToday: 0,
      dailyActiveUsers: expect.any(Number),
      weeklyActiveUsers: expect.any(Number),
      measuredAt: expect.any(String),
    });
    expect((await admin.client.get('/api/auth/session')).json().session.user.isAdmin).toBe(true);
  });

  it('grants the role to an ADMIN_EMAILS account when it finishes signing up, and to no other', async () => {
    const test = await open({ env: { ADMIN_EMAILS: 'Boss@Example.com' } });
    const boss = await signUpUser(test, { email: 'boss@example.com' });
    const player = await signUpUser(test);
    expect((await boss.client.get(USAGE)).statusCode).toBe(200);
    expect((await player.client.get(USAGE)).statusCode).toBe(403);
  });

  it('grants the role to an ADMIN_EMAILS account that signs in after the start', async () => {
    const test = await open({ env: { ADMIN_EMAILS: 'late@example.com' } });
    const late = await createUser(test, { email: 'late@example.com' });
    const response = await createClient(test.app).post('/api/auth/sign-in', {
      identifier: late.email,
      password: late.password,
    });
    expect(response.json().session.user.isAdmin).toBe(true);
  });

  it('grants the role to existing ADMIN_EMAILS accounts at start, and a start without them keeps it', async () => {
    const first = await open();
    const boss = await createUser(first, { email: 'chief@example.com' });
    expect((await boss.client.get(USAGE)).statusCode).toBe(403);

    const restarted = await open({ database: first.database, env: { ADMIN_EMAILS: 'chief@example.com' } });
    const onRestarted = createClient(restarted.app);
    for (const [name, value] of boss.client.cookies) onRestarted.cookies.set(name, value);
    expect((await onRestarted.get(USAGE)).statusCode).toBe(200);

    // ADMIN_EMAILS only grants: dropping the address from it takes nothing away.
    const again = await open({ database: first.database });
    const onAgain = createClient(again.app);
    for (const [name, value] of boss.client.cookies) onAgain.cookies.set(name, value);
    expect((await onAgain.get(USAGE)).statusCode).toBe(200);
  });

  it('lets a granted role in and a revoked one out within seconds, without signing out', async () => {
    const test = await open();
    const user = await createUser(test);
    expect((await user.client.get(USAGE)).statusCode).toBe(403);

    await test.app.services.roles.grantByEmail(user.email);
    const granted = await statusWithin(() => user.client.get(USAGE), 200, 8_000);
    expect(granted.statusCode).toBe(200);
    expect(granted.elapsed).toBeLessThan(8_000);
    expect((await user.client.get('/api/auth/session')).json().session.user.isAdmin).toBe(true);

    await test.app.services.roles.revokeByEmail(user.email);
    const revoked = await statusWithin(() => user.client.get(USAGE), 403, 8_000);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.elapsed).toBeLessThan(8_000);
  }, 30_000);
});

describe('the usage figures', () => {
  it('counts every user who signed in today as active, daily and weekly', async () => {
    const test = await open();
    const admin = await createAdmin(test);
    const players = [await createUser(test), await createUser(test), await createUser(test)];
    for (const player of players) await signIn(test, player);
    // The administrator asking is active too.
    await vi.waitFor(
      async () => {
        const usage = (await admin.client.get(USAGE)).json();
        expect(usage).toMatchObject({ totalUsers: 4, dailyActiveUsers: 4, weeklyActiveUsers: 4 });
      },
      { timeout: 5_000, interval: 100 },
    );
  });

  it('counts a user last seen 3 days ago as weekly active but not daily', async () => {
    const clock = createTestClock(new Date(Date.now() - 3 * DAY_MS));
    const test = await open({ clock });
    const admin = await createAdmin(test);
    const earlier = await createUser(test);
    await signIn(test, earlier);
    await vi.waitFor(async () => expect((await admin.client.get(USAGE)).json().dailyActiveUsers).toBe(2), {
      timeout: 5_000,
      interval: 100,
    });

    clock.advance(3 * DAY_MS);
    const today = await createUser(test);
    expect((await today.client.get('/api/friends')).statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await admin.client.get(USAGE)).json()).toMatchObject({
          // Today: the administrator (asking again) and the player who just made a request.
          dailyActiveUsers: 2,
          weeklyActiveUsers: 3,
        }),
      { timeout: 5_000, interval: 100 },
    );
  });

  it('counts games created since midnight in the time zone asked for', async () => {
    // 22:30 UTC on 10 March: already 23:30 in Paris, still 10 March in both.
    const clock = createTestClock(new Date('2026-03-10T22:30:00Z'));
    const test = await open({ clock });
    const admin = await createAdmin(test);
    const created = (iso: string) => insertGame(test, admin.id, { createdAt: new Date(iso) });
    await created('2026-03-09T22:30:00Z'); // 9 March in Paris and in UTC: yesterday for both
    await created('2026-03-09T23:30:00Z'); // 00:30 on 10 March in Paris, 9 March in UTC
    await created('2026-03-10T10:00:00Z'); // 10 March everywhere

    const paris = await admin.client.get(`${USAGE}?timeZone=Europe/Paris`);
    expect(paris.json().gamesCreatedToday).toBe(2);
    const utc = await admin.client.get(USAGE);
    expect(utc.json().gamesCreatedToday).toBe(1);
    expect(Date.parse(utc.json().measuredAt)).toBeGreaterThanOrEqual(Date.parse('2026-03-10T22:30:00Z'));
  });

  it('refuses an unknown time zone with a readable 400', async () => {
    const test = await open();
    const admin = await createAdmin(test);
    const response = await admin.client.get(`${USAGE}?timeZone=Mars/Olympus_Mons`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Unknown time zone.');
  });
});
