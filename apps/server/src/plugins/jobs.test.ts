import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { registerJobs } from './jobs.ts';

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

/** One server process's job queue on `database` (a bare Fastify app, as buildApp registers it). */
async function processOn(database: TestDatabase, register: (jobs: ReturnType<typeof registerJobs>) => void) {
  const app = Fastify({ logger: false });
  const jobs = registerJobs(app, { database: database.connection, log: app.log }, { cronCheckSeconds: 1 });
  register(jobs);
  await app.ready();
  closers.push(() => app.close());
  return { app, jobs };
}

async function freshDatabase() {
  const database = await openTestDatabase();
  closers.unshift(() => database.drop());
  return database;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe('jobs', () => {
  it('works a sent job with its data', async () => {
    const received: unknown[] = [];
    const { jobs } = await processOn(await freshDatabase(), (jobs) =>
      jobs.work<{ gameId: string }>('game-reminder', async (data) => {
        received.push(data);
      }),
    );
    await jobs.send('game-reminder', { gameId: 'g1' });
    await waitUntil(() => received.length === 1, 5_000);
    expect(received).toEqual([{ gameId: 'g1' }]);
  });

  it('repeats a job on its interval, in one process of two, and stops when the processes close', async () => {
    const database = await freshDatabase();
    let runs = 0;
    const count = async () => {
      runs += 1;
    };
    const first = await processOn(database, (jobs) => jobs.repeat('sweep', 1_000, count));
    const second = await processOn(database, (jobs) => jobs.repeat('sweep', 1_000, count));
    const started = Date.now();
    await waitUntil(() => runs >= 3, 15_000);
    // One chain, not one per process: at most one run a second (plus the first, at once).
    expect(runs).toBeLessThanOrEqual(Math.floor((Date.now() - started) / 1_000) + 2);
    await second.app.close();
    await first.app.close();
    const afterClose = runs;
    await sleep(1_500);
    expect(runs).toBe(afterClose);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'jobs across processes (on PostgreSQL only: two processes cannot share an embedded database)',
  () => {
    it('runs a scheduled job once when two processes share the database', async () => {
      // A schedule due only in the current minute, so the test sees exactly one due time.
      if (new Date().getUTCSeconds() > 40) await sleep((61 - new Date().getUTCSeconds()) * 1_000);
      const now = new Date();
      const cron = `${now.getUTCMinutes()} ${now.getUTCHours()} * * *`;
      const database = await freshDatabase();
      const runsBy = { first: 0, second: 0 };
      await processOn(database, (jobs) =>
        jobs.schedule('nightly-cleanup', cron, async () => {
          runsBy.first += 1;
        }),
      );
      await processOn(database, (jobs) =>
        jobs.schedule('nightly-cleanup', cron, async () => {
          runsBy.second += 1;
        }),
      );
      // The schedule is found within a second, its job is queued within 5 s and worked within 10 s.
      await waitUntil(() => runsBy.first + runsBy.second >= 1, 30_000);
      await sleep(4_000);
      expect(runsBy.first + runsBy.second).toBe(1);
    }, 90_000);
  },
);
