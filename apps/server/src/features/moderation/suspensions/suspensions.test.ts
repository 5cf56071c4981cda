import { suspendedSignInText } from '@rally/shared/moderation/suspension';
import { REALTIME_CLOSE } from '@rally/shared/realtime/realtime.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/auth.ts';
import { gameSeries, games } from '../../../db/schema/games.ts';
import { buildTestApp, createClient, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { openUserSocket, setProfile } from '../../../test/social-factories.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

// Two server processes on one database: a PostgreSQL server in CI's second pass (the sessions' end
// travels by LISTEN/NOTIFY between its connections), the embedded database otherwise (both apps here).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock();
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await buildTestApp({ clock });
  second = await buildTestApp({ database: first.database, clock });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const suspend = (user: TestUser, endsAt: Date | null) =>
  first.app.services.suspensions.suspend({
    userId: user.id,
    endsAt,
    reason: 'Harassment',
    moderatorId: null,
  });

const signIn = (test: TestApp, user: TestUser, password = user.password) =>
  createClient(test.app).post('/api/auth/sign-in', { identifier: user.username, password });

describe(`a suspension (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('refuses sign-in with the end date until the suspension ends, then lets the account in again', async () => {
    const player = await createUser(first);
    // Three days on: moving the clock past it keeps every test's sessions well inside their lifetime.
    const endsAt = new Date(clock.now().getTime() + 3 * DAY);
    await suspend(player, endsAt);

    const refused = await signIn(first, player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'account_suspended',
      message: suspendedSignInText(endsAt.toISOString(), 'UTC'),
      details: { endsAt: endsAt.toISOString() },
    });
    expect(refused.json().message).toMatch(/^Your account is suspended until \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    // No session cookie comes with the refusal, and none is left behind.
    expect(refused.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
    // A wrong password says only that: whether the account is suspended is its owner's to learn.
    expect((await signIn(first, player, 'wrong-password-1')).json().code).toBe('invalid_credentials');
    expect(await first.app.services.suspensions.activeOf(player.id)).toEqual({ endsAt });

    // Once the end passes (the clock, not a job), sign-in works again on either process.
    clock.advance(endsAt.getTime() - clock.now().getTime() + 1000);
    expect(await first.app.services.suspensions.activeOf(player.id)).toBeNull();
    expect((await signIn(second, player)).statusCode).toBe(200);
  });

  it('refuses sign-in for good without a date, until a moderator reinstates the account', async () => {
    const player = await createUser(first);
    await suspend(player, null);
    const refused = await signIn(second, player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'account_suspended',
      message: 'Your account is suspended.',
      details: { endsAt: null },
    });

    expect(await first.app.services.suspensions.reinstate({ userId: player.id })).toEqual({
      reinstated: true,
    });
    expect((await signIn(second, player)).statusCode).toBe(200);
    // Reinstating an account that is not suspended changes nothing.
    expect(await first.app.services.suspensions.reinstate({ userId: player.id })).toEqual({
      reinstated: false,
    });
  });

  it('refuses the sign-in that ends sign-up (the emailed code) while the account is suspended', async () => {
    const client = createClient(first.app);
    const account = {
      username: 'codepath',
      name: 'Code Path',
      email: 'codepath@example.com',
      password: 'correct-horse-9',
    };
    expect(
      (await client.post('/api/auth/sign-up', { ...account, acceptTerms: true, confirmAdult: true }))
        .statusCode,
    ).toBe(201);
    const [created] = await first.database.connection.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    await first.app.services.suspensions.suspend({
      userId: created!.id,
      endsAt: null,
      reason: 'Spam',
      moderatorId: null,
    });
    const code = await first.mail.code(account.email, /verification/);
    const verified = await client.post('/api/auth/verify-email', { email: account.email, code });
    expect(verified.statusCode).toBe(403);
    expect(verified.json()).toMatchObject({ code: 'account_suspended', details: { endsAt: null } });
    expect((await client.get('/api/auth/session')).json()).toEqual({ session: null });
  });

  it('ends every session of the account and closes its sockets on both processes at once', async () => {
    const player = await createUser(first);
    const bystander = await createUser(first);
    // A second browser, signed in through the other process.
    const phone = createClient(second.app);
    expect(
      (await phone.post('/api/auth/sign-in', { identifier: player.username, password: player.password }))
        .statusCode,
    ).toBe(200);
    // Both processes have checked the laptop's session recently (their caches hold it).
    for (const test of [first, second]) {
      const seen = await test.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { cookie: [...player.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(seen.statusCode).toBe(200);
    }
    const laptopSocket = await openUserSocket(first, player);
    const otherSocket = await openUserSocket(second, player);
    const bystanderSocket = await openUserSocket(second, bystander);
    try {
      await suspend(player, new Date(clock.now().getTime() + 7 * DAY));

      for (const socket of [laptopSocket, otherSocket]) {
        expect(await socket.closedWithin(3_000)).toEqual({
          code: REALTIME_CLOSE.sessionEnded,
          reason: 'Session ended',
        });
      }
      expect(bystanderSocket.isOpen()).toBe(true);
      // Neither cookie works on either process, cached or not.
      for (const test of [first, second]) {
        for (const cookies of [player.client.cookies, phone.cookies]) {
          const after = await test.app.inject({
            method: 'GET',
            url: '/api/notifications',
            headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
          });
          expect(after.statusCode).toBe(401);
        }
      }
      expect((await bystander.client.get('/api/notifications')).statusCode).toBe(200);
    } finally {
      laptopSocket.close();
      otherSocket.close();
      bystanderSocket.close();
    }
  });

  it("changes nothing when the caller's transaction rolls back: no row, sessions kept, sockets open", async () => {
    const player = await createUser(first);
    const socket = await openUserSocket(second, player);
    try {
      const db = first.database.connection.db;
      await expect(
        db.transaction(async (tx) => {
          await first.app.services.suspensions.suspend(
            { userId: player.id, endsAt: null, reason: 'Mistaken', moderatorId: null },
            tx as unknown as typeof db,
          );
          throw new Error('the moderation record failed');
        }),
      ).rejects.toThrow('the moderation record failed');
      expect(await first.app.services.suspensions.activeOf(player.id)).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(socket.isOpen()).toBe(true);
      expect((await player.client.get('/api/notifications')).statusCode).toBe(200);
    } finally {
      socket.close();
    }
  });

  it("cancels the host's upcoming games with a notice to their players, leaving played and others' games", async () => {
    const host = await createUser(first, { name: 'Sam Host' });
    const player = await createUser(first);
    const otherHost = await createUser(first);
    const now = clock.now().getTime();
    const upcoming = await insertGame(first, host.id, {
      title: 'Sunday football',
      startsAt: new Date(now + 3 * DAY),
      players: [player.id],
    });
    const played = await insertGame(first, host.id, {
      title: 'Last week',
      startsAt: new Date(now - 7 * DAY),
      players: [player.id],
    });
    // A game the suspended account only plays in is someone else's to run.
    const theirs = await insertGame(first, otherHost.id, {
      startsAt: new Date(now + 2 * DAY),
      players: [host.id],
    });
    const [series] = await first.database.connection.db
      .insert(gameSeries)
      .values({
        hostId: host.id,
        weekdays: [1],
        startDate: new Date(now).toISOString().slice(0, 10),
        time: '18:00',
        timeZone: 'UTC',
        title: 'Monday runs',
        sport: 'running',
        location: 'The park',
        maxPlayers: 10,
      })
      .returning({ id: gameSeries.id });

    const playerSocket = await openUserSocket(second, player);
    try {
      await suspend(host, new Date(now + 30 * DAY));
      expect(
        await playerSocket.next((m) => m.type === 'event' && m.event.type === 'notification.created'),
      ).toBeDefined();
    } finally {
      playerSocket.close();
    }

    const remaining = await first.database.connection.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.hostId, host.id));
    expect(remaining.map((game) => game.id)).toEqual([played]);
    expect((await player.client.get(`/api/games/${upcoming}`)).statusCode).toBe(404);
    expect((await player.client.get(`/api/games/${played}`)).statusCode).toBe(200);
    expect((await player.client.get(`/api/games/${theirs}`)).statusCode).toBe(200);
    const [ended] = await first.database.connection.db
      .select({ endedAt: gameSeries.endedAt })
      .from(gameSeries)
      .where(eq(gameSeries.id, series!.id));
    expect(ended?.endedAt).not.toBeNull();

    const { notifications } = (await player.client.get('/api/notifications')).json();
    expect(notifications).toEqual([
      expect.objectContaining({
        type: 'game_removed',
        title: 'Game cancelled',
        message: expect.stringMatching(
          /^"Sunday football" on .+ was cancelled: its host can no longer run games on Rally\.$/,
        ),
      }),
    ]);
    // The reason stays between the account and the moderators.
    expect(JSON.stringify(notifications)).not.toContain('Harassment');
    // Reinstating does not bring a cancelled game back.
    await first.app.services.suspensions.reinstate({ userId: host.id });
    expect((await player.client.get(`/api/games/${upcoming}`)).statusCode).toBe(404);
  });

  it('hides the account from people search and friend suggestions while it lasts', async () => {
    const searcher = await createUser(first, { name: 'Searcher' });
    const suspended = await createUser(first, { name: 'Quillon Suspended' });
    const other = await createUser(first, { name: 'Quillon Other' });
    for (const user of [searcher, suspended, other]) await setProfile(first, user.id, { sports: ['tennis'] });
    const search = async () =>
      ((await searcher.client.get('/api/friends/search?q=quillon')).json().users as { name: string }[]).map(
        (person) => person.name,
      );
    const suggested = async () =>
      (
        (await searcher.client.get('/api/friends/suggestions')).json().suggestions as { userId: string }[]
      ).map((person) => person.userId);

    expect(await search()).toEqual(['Quillon Other', 'Quillon Suspended']);
    expect(await suggested()).toEqual(expect.arrayContaining([suspended.id, other.id]));

    const endsAt = new Date(clock.now().getTime() + 2 * DAY);
    await suspend(suspended, endsAt);
    expect(await search()).toEqual(['Quillon Other']);
    expect(await suggested()).toContain(other.id);
    expect(await suggested()).not.toContain(suspended.id);

    // Found and suggested again once it ends.
    clock.advance(2 * DAY + 1000);
    expect(await search()).toEqual(['Quillon Other', 'Quillon Suspended']);
    expect(await suggested()).toContain(suspended.id);
  });
});
