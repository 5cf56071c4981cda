import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The Drizzle handle every repository takes: the same API on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type NotificationListener = (payload: string) => void;

export type DatabaseConnection = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Subscribes to a LISTEN/NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: NotificationListener): Promise<() => Promise<void>>;
  /** Answers when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = resolve(import.meta.dirname, 'migrations');
/** An arbitrary, fixed key for the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_ID = 7_072_025;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Where the embedded database keeps its files; omitted means in memory. */
  dataDir?: string | undefined;
  /** A snapshot of an already-migrated embedded database (tests start from one). */
  loadDataDir?: Blob | File | undefined;
};

/** Opens the database (a PostgreSQL server when a URL is given, otherwise embedded PGlite) and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | File | undefined) {
  let directory: string | undefined;
  if (dataDir) {
    directory = join(dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
  }
  const client = await PGlite.create(directory, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client);
  if (!loadDataDir) await migratePglite(db, { migrationsFolder });
  const connection: DatabaseConnection & { client: PGlite } = {
    kind: 'pglite',
    client,
    db: db as unknown as Database,
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
  };
  return connection;
}

async function openPostgres(databaseUrl: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 60_000 });
  const db = drizzleNodePg(pool);
  // Several processes may start at once against one server: an advisory lock lets one migrate
  // while the others wait, then find nothing left to do.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
  // LISTEN needs one long-lived connection of its own, opened on first use.
  let listener: Promise<pg.Client> | undefined;
  const handlers = new Map<string, Set<NotificationListener>>();
  const listenerClient = () => {
    listener ??= (async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      client.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      return client;
    })();
    return listener;
  };
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        }
      };
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      if (listener) await (await listener).end();
      await pool.end();
    },
  };
}
