import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createTestClock, type TestClock } from '../test/test-clock.ts';
import { createUser, type TestUser } from '../test/user-factories.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency.ts';
import { createIdempotentRequestsRepository } from './idempotent-requests.repository.ts';

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock(new Date('2026-06-15T12:00:00Z'));
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

const newGame = {
  sport: 'soccer',
  title: 'Sunday five-a-side',
  date: '2026-07-01',
  time: '18:30',
  timeZone: 'Europe/London',
  location: 'Hackney Marshes',
  maxPlayers: 10,
};

const createGame = (user: TestUser, key: string | undefined, body: object = newGame) =>
  user.client.request({
    method: 'POST',
    url: '/api/games',
    payload: body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const gamesHostedBy = async (user: TestUser) =>
  test.database.connection.db.select({ id: games.id }).from(games).where(eq(games.hostId, user.id));

describe('writes sent with an Idempotency-Key', () => {
  it('creates one game for a key sent twice, and answers the second with the first answer', async () => {
    const host = await createUser(test);
    const first = await createGame(host, 'create-game-1');
    const second = await createGame(host, 'create-game-1');

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await gamesHostedBy(host)).toEqual([{ id: first.json().id }]);
  });

  it('runs one of the same request sent several times at once: the others hear its answer or that it still runs', async () => {
    const host = await createUser(test);
    const answers = await Promise.all(Array.from({ length: 4 }, () => createGame(host, 'double-tap')));

    const created = await gamesHostedBy(host);
    expect(created).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode === 409) expect(answer.json().code).toBe('request_in_progress');
      else expect(answer.json()).toMatchObject({ id: created[0]?.id });
    }
  });

  it('answers a join sent again with the first join’s answer, not a refusal', async () => {
    const host = await createUser(test);
    const player = await createUser(test);
    const game = (await createGame(host, undefined)).json() as { id: string };
    const join = () =>
      player.client.request({
        method: 'POST',
        url: `/api/games/${game.id}/join`,
        headers: { 'idempotency-key': 'join-once' },
      });
    const first = await join();
    const again = await join();

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('runs every request sent without a key', async () => {
    const host = await createUser(test);
    expect((await createGame(host, undefined)).statusCode).toBe(201);
    expect((await createGame(host, undefined)).statusCode).toBe(201);
    expect(await gamesHostedBy(host)).toHaveLength(2);
  });

  it('keeps each account’s keys apart: the same key from another player creates their own game', async () => {
    const hana = await createUser(test);
    const omar = await createUser(test);
    const hanas = await createGame(hana, 'shared-key');
    const omars = await createGame(omar, 'shared-key');

    expect(omars.statusCode).toBe(201);
    expect(omars.headers['idempotent-replayed']).toBeUndefined();
    expect(omars.json().id).not.toBe(hanas.json().id);
    expect(omars.json().host.id).toBe(omar.id);
    expect(await gamesHostedBy(hana)).toHaveLength(1);
    expect(await gamesHostedBy(omar)).toHaveLength(1);
  });

  it('forgets a key after 24 hours: the same request then runs again', async () => {
    const host = await createUser(test);
    const first = await createGame(host, 'old-key');
    clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1_000);
    const later = await createGame(host, 'old-key');

    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().id).not.toBe(first.json().id);
    expect(await gamesHostedBy(host)).toHaveLength(2);
  });

  it('refuses the key sent with another request (422), saying so, and creates nothing more', async () => {
    const host = await createUser(test);
    await createGame(host, 'one-action');
    const other = await createGame(host, 'one-action', { ...newGame, title: 'Another game' });
    const elsewhere = await host.client.request({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { 'idempotency-key': 'one-action' },
    });

    for (const refused of [other, elsewhere]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        code: 'idempotency_key_reused',
        message: expect.stringMatching(/already used for a different request/),
      });
    }
    expect(await gamesHostedBy(host)).toHaveLength(1);
  });

  it('keeps a refusal as the answer: the key sent again hears the same 4xx', async () => {
    const host = await createUser(test);
    const pastGame = { ...newGame, date: '2026-06-01' };
    const first = await createGame(host, 'past-game', pastGame);
    const again = await createGame(host, 'past-game', pastGame);

    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).toBeLessThan(500);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 409 while the first request with the key still runs, and once it ended unanswered says the outcome is unknown', async () => {
    const host = await createUser(test);
    // What a request cut mid-way leaves: its key claimed, no answer kept. Its twin (the same request)
    // claims the key first here, as the retry of a dropped request would find it.
    const first = await createGame(host, 'cut-short');
    await test.database.connection.db.execute(
      sql`update idempotent_requests set status = null, body = null where key = 'cut-short'`,
    );

    const running = await createGame(host, 'cut-short');
    expect(running.statusCode).toBe(409);
    expect(running.json()).toEqual({
      code: 'request_in_progress',
      message: expect.stringMatching(/still being processed/),
    });

    clock.advance(5 * 60 * 1000);
    const unknown = await createGame(host, 'cut-short');
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toEqual({
      code: 'request_outcome_unknown',
      message: expect.stringMatching(/did not finish/),
    });
    expect(await gamesHostedBy(host)).toEqual([{ id: first.json().id }]);
  });

  it('refuses a malformed key with a readable 400, running nothing', async () => {
    const host = await createUser(test);
    for (const key of ['', 'has spaces', 'k'.repeat(256)]) {
      const response = await createGame(host, key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { 'idempotency-key': expect.any(Array) },
      });
    }
    expect(await gamesHostedBy(host)).toHaveLength(0);
  });

  it('sweeps expired keys out of the database, hourly through the job queue', async () => {
    const host = await createUser(test);
    await createGame(host, 'to-sweep');
    await createGame(host, 'to-keep');
    const repo = createIdempotentRequestsRepository(test.database.connection.db);
    const expired = new Date(clock.now().getTime() - 60_000).toISOString();
    await test.database.connection.db.execute(
      sql`update idempotent_requests set expires_at = ${expired}::timestamptz where key = 'to-sweep'`,
    );
    await repo.deleteExpired(clock.now());
    const left = await test.database.connection.db.execute(sql`select key from idempotent_requests`);
    expect((left as unknown as { rows: { key: string }[] }).rows).toEqual([{ key: 'to-keep' }]);

    // The job queue runs the sweep, once an hour across every process.
    await test.app.jobs.whenStarted();
    const scheduled = await test.database.connection.db.execute(
      sql`select cron from pgboss.schedule where name = 'idempotency-keys-sweep'`,
    );
    expect((scheduled as unknown as { rows: { cron: string }[] }).rows).toEqual([{ cron: '23 * * * *' }]);
  });
});

describe('the Idempotency-Key in the OpenAPI document', () => {
  type Operation = { security?: object[]; parameters?: { in: string; name: string }[] };
  it('is declared on every POST for a signed-in user, and nowhere else', async () => {
    const document = (await test.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const takesKey = (operation: Operation) =>
      (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'idempotency-key');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const signedInPosts = operations.filter(
      ({ method, operation }) =>
        method === 'post' &&
        (operation.security ?? []).length > 0 &&
        (operation.security ?? []).every((requirement) => Object.keys(requirement).length > 0),
    );

    expect(signedInPosts.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/api/games', '/api/leagues']),
    );
    expect(signedInPosts.filter(({ operation }) => !takesKey(operation))).toEqual([]);
    expect(operations.filter(({ operation }) => takesKey(operation)).length).toBe(signedInPosts.length);
  });
});
