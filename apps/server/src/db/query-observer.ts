import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Told of every statement once it settles: its SQL text (never its values), how long it took and
 * the error it failed with. Called on the hot path: a listener must only count and return.
 */
export type QueryListener = (sql: string, durationMs: number, error: unknown) => void;

/** This connection's pool right now: what `/api/monitoring/live` and `/metrics` show. */
export type PoolState = { max: number; inUse: number; idle: number; waiting: number };

/**
 * The listeners of one connection. Statements are timed only while someone listens, so a connection
 * nobody observes (migrations, tools) pays one array-length check per statement.
 */
export function createQueryObservers() {
  let listeners: QueryListener[] = [];
  return {
    get active() {
      return listeners.length > 0;
    },
    /** Starts telling `listener` of every statement; returns the function that stops it. */
    observe(listener: QueryListener): () => void {
      listeners = [...listeners, listener];
      return () => {
        listeners = listeners.filter((other) => other !== listener);
      };
    },
    emit(sql: string, durationMs: number, error: unknown) {
      for (const listener of listeners) listener(sql, durationMs, error);
    },
  };
}

export type QueryObservers = ReturnType<typeof createQueryObservers>;

/** The SQL text of a `query(...)` call's first argument: a string, or pg's `{ text }` config. */
function sqlOf(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * Times a node-postgres client's statements, promise and callback forms alike: pool.query and the
 * clients a transaction checks out both end in a pooled client's `query`.
 */
export function timePgClient(client: pg.PoolClient, observers: QueryObservers) {
  const original = client.query as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = function timedQuery(
    this: unknown,
    ...args: unknown[]
  ) {
    if (!observers.active) return original.apply(this, args);
    const started = performance.now();
    const sql = sqlOf(args[0]);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        observers.emit(sql, performance.now() - started, error ?? undefined);
        callback(error, result);
      };
      return original.apply(this, args);
    }
    const outcome = original.apply(this, args);
    if (!(outcome instanceof Promise)) return outcome; // a streamed (submittable) query: not timed
    return outcome.then(
      (result) => {
        observers.emit(sql, performance.now() - started, undefined);
        return result;
      },
      (error: unknown) => {
        observers.emit(sql, performance.now() - started, error);
        throw error;
      },
    );
  };
}

/**
 * Times PGlite's statements (its own `query`, and those of its transactions) and counts those
 * running or queued: PGlite runs one at a time, so the rest wait in its queue.
 */
export function timePglite(client: PGlite, observers: QueryObservers) {
  // Statements and transactions running or queued; a transaction's own statements are inside its count.
  let pending = 0;
  function timed<Args extends unknown[], Result>(
    run: (...args: Args) => Promise<Result>,
    counted: boolean,
  ): (...args: Args) => Promise<Result> {
    return async (...args) => {
      if (counted) pending += 1;
      const started = observers.active ? performance.now() : 0;
      try {
        const result = await run(...args);
        if (started) observers.emit(sqlOf(args[0]), performance.now() - started, undefined);
        return result;
      } catch (error) {
        if (started) observers.emit(sqlOf(args[0]), performance.now() - started, error);
        throw error;
      } finally {
        if (counted) pending -= 1;
      }
    };
  }
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = timed(query, true) as PGlite['query'];
  client.exec = timed(exec, true) as PGlite['exec'];
  client.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
    pending += 1;
    try {
      return await transaction((tx) => {
        // The transaction's own object with its statements timed; its other members read through.
        const observed = Object.create(tx) as Transaction;
        observed.query = timed(tx.query.bind(tx), false) as Transaction['query'];
        observed.exec = timed(tx.exec.bind(tx), false) as Transaction['exec'];
        return callback(observed);
      });
    } finally {
      pending -= 1;
    }
  }) as PGlite['transaction'];
  return {
    /** One connection: in use while a statement or transaction runs, the others queued behind it. */
    poolState(): PoolState {
      const busy = pending > 0 ? 1 : 0;
      return { max: 1, inUse: busy, idle: 1 - busy, waiting: Math.max(0, pending - 1) };
    },
  };
}
