import { setTimeout } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseConnection } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work shared by every process on the database: scheduled, repeated and queued jobs. */
    jobs: Jobs;
  }
}

export type JobHandler<Data> = (data: Data) => Promise<unknown>;

export type SendOptions = Pick<
  PgBoss.SendOptions,
  'startAfter' | 'singletonKey' | 'retryLimit' | 'retryDelay'
>;

export type Jobs = {
  /** Runs `handler` on a cron (UTC, minute precision) once per due time across all processes. */
  schedule(name: string, cron: string, handler: () => Promise<unknown>): void;
  /**
   * Runs `handler` every `everyMs` (for work finer than a minute) once across all processes: each run
   * queues the next, and a minute schedule restarts the chain if a run was lost (a process killed mid-run).
   */
  repeat(name: string, everyMs: number, handler: () => Promise<unknown>): void;
  /**
   * Works jobs queued under `name` by `send`, in whichever process polls first. With `oneWaitingPerKey`,
   * a `send` whose singleton key already has a job waiting is dropped (one may still be running), so a
   * burst of sends waits as one job.
   */
  work<Data extends object>(name: string, handler: JobHandler<Data>, options?: WorkOptions): void;
  /** Queues a job for `work(name)`; resolves to its id, or null when a singleton key dropped it. */
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string | null>;
  /**
   * Settles once the queue has started and every job is registered; rejects only when the app closed
   * before it could. The queue starts in the background when the app is ready (see registerJobs).
   */
  whenStarted(): Promise<void>;
  /** Jobs waiting in each queue this process registered (pg-boss's getQueueSize); empty until started. */
  queueSizes(): Promise<Map<string, number>>;
};

export type WorkOptions = {
  /** At most one job waits per singleton key (pg-boss's "short" policy). */
  oneWaitingPerKey?: boolean;
  /**
   * Jobs each worker takes at once and works side by side; one that fails is failed alone, the others
   * complete. The worker takes its next batch once the whole batch is done.
   */
  batchSize?: number;
  /** Workers taking batches independently, so a slow batch holds back only the worker that has it. */
  workers?: number;
};

export type JobsOptions = {
  /** How often each process checks for due schedules (pg-boss allows 1-45 s); tests shorten it. */
  cronCheckSeconds?: number;
  /** False for an app built only to be read (the OpenAPI document): the queue never starts. */
  start?: boolean;
};

/** Back-off between attempts to start the queue while the database is away. */
const START_RETRY_FIRST_MS = 500;
const START_RETRY_MAX_MS = 5_000;

/** The singleton key of a repeated job's chain: only one link of the chain waits at a time. */
const CHAIN_KEY = 'chain';

/**
 * Registers the job queue (pg-boss, on the app's own database) as `app.jobs`. Features register their
 * jobs while the app is built; the queue starts when the app is ready and stops, waiting for running
 * jobs, when it closes. Jobs live in the database, so N processes share them and each runs once.
 */
export function registerJobs(
  app: FastifyInstance,
  deps: { database: Pick<DatabaseConnection, 'rawAccess'>; log: FastifyBaseLogger },
  options: JobsOptions = {},
): Jobs {
  const { log } = deps;
  const createBoss = () => {
    const created = new PgBoss({
      ...bossConnection(deps.database.rawAccess),
      ...(options.cronCheckSeconds ? { cronMonitorIntervalSeconds: options.cronCheckSeconds } : {}),
    });
    created.on('error', (error) => log.error({ err: error }, 'jobs: queue error'));
    return created;
  };
  // Replaced after a failed start: pg-boss cannot start again once a start has failed half-way.
  let boss = createBoss();
  const registrations: Array<() => Promise<unknown>> = [];
  let starting: Promise<void> | undefined;
  const closing = new AbortController();

  function register(step: () => Promise<unknown>) {
    // Jobs are part of how the app is built: a late registration would silently never run.
    if (starting) throw new Error('jobs: register jobs before the app is ready');
    registrations.push(step);
  }

  async function start() {
    await boss.start();
    for (const step of registrations) await step();
  }

  /**
   * Starts the queue, and while the database cannot be reached (a restart, a fail-over) tries again on
   * a fresh queue, backing off to every few seconds: the process keeps answering meanwhile (503 while
   * the database is away) instead of ending. Migrations have already run when this starts, so a failure
   * here is the database going away, not a setting to fix. Gives up only when the app closes.
   */
  async function startUntilClosed() {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await start();
        return;
      } catch (error) {
        const failed = boss;
        boss = createBoss();
        await discard(failed);
        if (closing.signal.aborted) throw error;
        const delayMs = Math.min(START_RETRY_MAX_MS, START_RETRY_FIRST_MS * 2 ** (attempt - 1));
        log.error(
          { err: error },
          `jobs: the queue did not start (attempt ${attempt}); trying again in ${delayMs} ms`,
        );
        await setTimeout(delayMs, undefined, { signal: closing.signal }).catch(() => undefined);
        if (closing.signal.aborted) throw error;
      }
    }
  }

  /** Runs one job's handler, logging a failure under the job's name (pg-boss retries it). */
  function loggedWork<Data extends object>(name: string, handler: JobHandler<Data>) {
    return async (jobs: PgBoss.Job<Data>[]) => {
      for (const job of jobs) {
        try {
          await handler(job.data);
        } catch (error) {
          log.error({ err: error }, `${name}: failed`);
          throw error;
        }
      }
    };
  }

  /** Runs a batch's jobs side by side: one that fails is failed alone (pg-boss retries it), the rest complete. */
  function concurrentWork<Data extends object>(name: string, handler: JobHandler<Data>) {
    return async (jobs: PgBoss.Job<Data>[]) => {
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await handler(job.data);
          } catch (error) {
            log.error({ err: error }, `${name}: failed`);
            const message = error instanceof Error ? error.message : String(error);
            await boss
              .fail(name, job.id, { message })
              .catch((failed: unknown) => log.error({ err: failed }, `${name}: could not mark a job failed`));
          }
        }),
      );
    };
  }

  // Every queue registered here, for the queue depths /metrics reports once the queue has started.
  const queueNames = new Set<string>();
  let started = false;
  const jobs: Jobs = {
    schedule(name, cron, handler) {
      queueNames.add(name);
      register(async () => {
        await boss.createQueue(name, { name, policy: 'stately' });
        await boss.schedule(name, cron, {}, { tz: 'UTC' });
        // Cron work is due at most once a minute: looking every 10 s is soon enough and spares the database.
        await boss.work(name, { pollingIntervalSeconds: 10 }, loggedWork(name, handler));
      });
    },
    repeat(name, everyMs, handler) {
      const next = (startAfterSeconds: number) =>
        boss.send(name, {}, { singletonKey: CHAIN_KEY, startAfter: startAfterSeconds });
      queueNames.add(name);
      register(async () => {
        // Stately: at most one waiting and one running job per key, so starting N processes (or the
        // safety schedule firing while the chain is alive) adds no second chain.
        await boss.createQueue(name, { name, policy: 'stately' });
        await boss.schedule(name, '* * * * *', {}, { tz: 'UTC', singletonKey: CHAIN_KEY });
        await boss.work(
          name,
          { pollingIntervalSeconds: Math.max(0.5, Math.min(2, everyMs / 2000)) },
          async () => {
            // A failed run is logged and not retried: the next link is the retry.
            await handler().catch((error: unknown) => log.error({ err: error }, `${name}: failed`));
            await next(Math.max(1, Math.round(everyMs / 1000)));
          },
        );
        await next(0);
      });
    },
    work(name, handler, workOptions = {}) {
      queueNames.add(name);
      const { batchSize = 1, workers = 1 } = workOptions;
      register(async () => {
        // pg-boss's "short" policy: at most one created (waiting) job per singleton key.
        await boss.createQueue(name, { name, ...(workOptions.oneWaitingPerKey ? { policy: 'short' } : {}) });
        for (let worker = 0; worker < workers; worker += 1) {
          if (batchSize > 1) await boss.work(name, { batchSize }, concurrentWork(name, handler));
          else await boss.work(name, loggedWork(name, handler));
        }
      });
    },
    async send(name, data, sendOptions = {}) {
      // A request may queue work before the queue has finished starting: it waits for it.
      await jobs.whenStarted();
      return await boss.send(name, data, sendOptions);
    },
    whenStarted() {
      return starting ?? Promise.reject(new Error('jobs: the app is not ready yet'));
    },
    async queueSizes() {
      if (!started) return new Map();
      const names = [...queueNames];
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name)));
      return new Map(names.map((name, index) => [name, sizes[index] ?? 0]));
    },
  };

  app.addHook('onReady', async () => {
    if (options.start === false) {
      starting = Promise.reject(new Error('jobs: this app was built without its job queue'));
      starting.catch(() => undefined);
      return;
    }
    // Started beside the server rather than before it: no request waits for the queue (a send waits
    // for it above), and its checks and registrations were a quarter of a cold start. It begins on the
    // next turn of the event loop, once `listen` (which follows ready) has bound the port, so the first
    // requests share the thread with it instead of waiting.
    starting = new Promise<void>((resolve) => setImmediate(resolve)).then(startUntilClosed);
    starting.then(
      () => {
        started = true;
      },
      () => undefined,
    );
  });
  app.addHook('onClose', async () => {
    closing.abort();
    // A queue still starting finishes first, so stopping it finds it whole.
    await starting?.catch(() => undefined);
    // Running jobs finish before the database they write to goes away, within shutdown's 5 s for
    // resources (main.ts); a job cut short is marked failed, and pg-boss retries it.
    await boss.stop({ graceful: true, wait: true, timeout: 4_000 });
  });
  app.decorate('jobs', jobs);
  return jobs;
}

/** Stops a queue whose start failed and closes the connections it opened, whatever state it was left in. */
async function discard(failed: PgBoss) {
  await failed.stop({ graceful: false, wait: true, timeout: 1_000 }).catch(() => undefined);
  // A start that failed before finishing leaves pg-boss "stopped", so stop above closed nothing.
  const db = failed.getDb() as PgBoss.Db & {
    opened?: boolean;
    isOurs?: boolean;
    close?: () => Promise<void>;
  };
  if (db.isOurs && db.opened) await db.close?.().catch(() => undefined);
}

/** pg-boss on PGlite speaks through the embedded client; on a server it opens a small pool of its own. */
function bossConnection(access: DatabaseConnection['rawAccess']): PgBoss.DatabaseOptions {
  if (access.kind === 'postgres') return { connectionString: access.url, max: 3 };
  return { db: pgliteExecutor(access.client) };
}

/**
 * PGlite's `query` takes one statement with parameters; pg-boss's migrations send several statements
 * without parameters at once, which only `exec` runs (its last result is the answer).
 */
function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // PGlite runs a statement on this thread and answers within the same turn of the event loop: without
      // a pause between the queue's statements, a run of them (its start, a batch of jobs) would hold
      // back every request until the last one, even health's.
      await new Promise((resolve) => setImmediate(resolve));
      // A job that ends after the app has closed its database (a shutdown) cannot record its end. Its
      // statement is left unanswered: pg-boss records a job's end without awaiting it, so an error
      // would go unhandled and an empty answer fails to parse. The queue sees the job expire and runs
      // it again.
      if (client.closed) return await new Promise<never>(() => undefined);
      if (values?.length) {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await client.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
    },
  };
}
