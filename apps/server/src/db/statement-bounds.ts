import type pg from 'pg';

/** How long the server lets a statement run, lock waits included, before cancelling it (0: forever). */
export type StatementBounds = {
  /** A read outside a transaction: what a player waits on to see a page. */
  readMs: number;
  /** Anything else: writes, and every statement of a transaction. */
  writeMs: number;
};

/** A `select` that locks nothing. CTEs (`with ...`) may write, and count as writes. */
export function isRead(sql: string): boolean {
  return /^\s*select\b/i.test(sql) && !/\bfor\s+(no\s+key\s+)?(update|share|key\s+share)\b/i.test(sql);
}

const sqlOf = (config: unknown): string =>
  typeof config === 'string' ? config : String((config as { text?: unknown } | null)?.text ?? '');

/**
 * The pool the repositories' Drizzle handle queries through: each statement runs on a pooled
 * connection whose statement_timeout is its kind's bound, so a read held up by a locked table answers
 * 503 after the read bound while a write may still wait its longer one. A connection is told its bound
 * only when its last statement had the other kind's (one `set` then), and remembers it.
 *
 * Drizzle starts a transaction by `connect()` on anything whose class name holds "Pool", hence the name.
 */
export class StatementBoundPool {
  readonly #pool: pg.Pool;
  readonly #bounds: StatementBounds;
  readonly #current = new WeakMap<pg.PoolClient, number>();

  constructor(pool: pg.Pool, bounds: StatementBounds) {
    this.#pool = pool;
    this.#bounds = bounds;
  }

  /** One statement on a connection of its own, as pg's Pool.query runs it. */
  async query(config: unknown, values?: unknown): Promise<pg.QueryResult> {
    const client = await this.#pool.connect();
    try {
      await this.#bound(client, isRead(sqlOf(config)) ? this.#bounds.readMs : this.#bounds.writeMs);
      const result = await (client.query as (config: unknown, values?: unknown) => Promise<pg.QueryResult>)(
        config,
        values,
      );
      client.release();
      return result;
    } catch (error) {
      // As pg's Pool.query does: a connection whose statement failed is not reused.
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }

  /** A connection for a transaction: every statement in it is bounded as a write. */
  async connect(): Promise<pg.PoolClient> {
    const client = await this.#pool.connect();
    try {
      await this.#bound(client, this.#bounds.writeMs);
    } catch (error) {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    return client;
  }

  async #bound(client: pg.PoolClient, ms: number) {
    // A new connection starts with the write bound (the pool's statement_timeout).
    if ((this.#current.get(client) ?? this.#bounds.writeMs) === ms) return;
    await client.query(`set statement_timeout = ${Math.trunc(ms)}`);
    this.#current.set(client, ms);
  }
}
