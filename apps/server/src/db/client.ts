import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { unavailableReason } from '../lib/database-errors.ts';
import { claimEmbeddedDatabase } from './embedded-lock.ts';
import { restoreMissingIndexes } from './expected-indexes.ts';
import { hasPendingMigrations } from './pending-migrations.ts';
import { createPostgresListener, type NotificationListener } from './postgres-listener.ts';
import {
  createQueryObservers,
  type PoolState,
  type QueryListener,
  timePgClient,
  timePglite,
} from './query-observer.ts';
import { ensureExtensions } from './required-extensions.ts';
import { StatementBoundPool } from './statement-bounds.ts';

/** The Drizzle handle every repository takes: the same API on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseConnection = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /**
   * Subscribes to a LISTEN/NOTIFY channel; resolves to an unsubscribe function. `onReconnect` runs
   * when a dropped LISTEN connection is back: notifications sent in between were lost (PGlite never drops).
   */
  listen(
    channel: string,
    onPayload: NotificationListener,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** Answers when the database answers a query. */
  ping(): Promise<void>;
  /** Tells `listener` of every statement the app runs (SQL text and time, never values); returns the stop. */
  observeQueries(listener: QueryListener): () => void;
  /** The connection pool right now (PGlite: its one connection and the statements queued for it). */
  poolState(): PoolState;
  /** The LISTEN connection: up, or being re-established; PGlite's is inside the process. */
  listenState(): 'connected' | 'reconnecting' | 'embedded';
  /** Connections open on the database server to this database, from every process (PostgreSQL only). */
  serverConnections(): Promise<number | null>;
  close(): Promise<void>;
  /**
   * How a library that writes its own SQL (the job queue) reaches this database: the embedded
   * client itself (nothing else can open it), or the server's URL for a pool of its own.
   */
  rawAccess: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** How a backup is taken while this process has the embedded database in DATA_DIR open; absent otherwise. */
  embeddedBackup?: EmbeddedBackup;
};

export type EmbeddedBackup = {
  /** What a request for a backup must carry: written for the folder's owner only (embedded-lock.ts). */
  token: string;
  /**
   * The database's folder as a tar (PGlite's own format, which `loadDataDir` opens), copied between two
   * statements: what a crash at that moment would leave, so it opens with every committed write.
   */
  snapshot(): Promise<Blob>;
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
  /** Bounds on waiting for a PostgreSQL server; omitted means none (migrations never have them). */
  timeouts?: DatabaseTimeouts | undefined;
  /** `false` leaves the embedded database as found, unmigrated (a backup copies it as it is). */
  migrate?: boolean | undefined;
};

export type DatabaseTimeouts = {
  /** How long to wait for a pooled connection, busy or unreachable server alike (0: forever). */
  acquireMs: number;
  /** How long the server lets one statement run, lock waits included, before cancelling it (0: forever). */
  statementMs: number;
  /** The same for a read outside a transaction, shorter: a player waits on it (`statementMs` when omitted). */
  readStatementMs?: number;
};

/** Opens the database (a PostgreSQL server when a URL is given, otherwise embedded PGlite) and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.timeouts)
    : await openPglite(options.dataDir, options.loadDataDir, options.migrate ?? true);
}

/**
 * The embedded database's buffer cache, a quarter of PostgreSQL's default 128 MB. Setting up the default's
 * 16,384 buffers was about a fifth of opening it (~0.1 s of every start and every test database); the files
 * it reads stay in the operating system's cache anyway, and a deployment that outgrows this runs on a
 * PostgreSQL server.
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
  migrate: boolean,
) {
  let directory: string | undefined;
  let claim: Awaited<ReturnType<typeof claimEmbeddedDatabase>> | undefined;
  if (dataDir) {
    directory = join(dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
    claim = await claimEmbeddedDatabase(dataDir);
  }
  // Distance search (cube + earthdistance) and fuzzy text search (pg_trgm), as PostgreSQL's contrib has them.
  const extensions = { cube, earthdistance, pg_trgm };
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
  let client: PGlite;
  try {
    client = await PGlite.create(
      directory,
      loadDataDir ? { loadDataDir, extensions, startParams } : { extensions, startParams },
    );
  } catch (error) {
    claim?.release();
    throw error;
  }
  const db = drizzlePglite(client);
  const rows = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
  if (!loadDataDir && migrate) {
    if (await hasPendingMigrations(rows, migrationsFolder)) await migratePglite(db, { migrationsFolder });
    await restoreMissingIndexes(rows, migrationsFolder);
  }
  const observers = createQueryObservers();
  const timing = timePglite(client, observers);
  const connection: DatabaseConnection & { client: PGlite } = {
    kind: 'pglite',
    client,
    db: db as unknown as Database,
    rawAccess: { kind: 'pglite', client },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    async ping() {
      await client.query('select 1');
    },
    observeQueries: observers.observe,
    poolState: timing.poolState,
    listenState: () => 'embedded',
    serverConnections: async () => null,
    ...(claim ? { embeddedBackup: { token: claim.token, snapshot: () => client.dumpDataDir('none') } } : {}),
    async close() {
      try {
        await client.close();
      } finally {
        claim?.release();
      }
    },
  };
  return connection;
}

/**
 * Migrates on a connection of its own, without the request timeouts: a migration may rightly run
 * long, and may wait for another process's. Several processes may start at once against one server:
 * an advisory lock lets one migrate while the others wait, then find nothing left to do. The
 * extensions are checked first, so a role that may not create them stops with the command that does;
 * the migrations' indexes are checked last (a restored dump may lack one).
 */
async function migratePostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await ensureExtensions(client);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    await restoreMissingIndexes(async (text) => (await client.query(text)).rows, migrationsFolder);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

async function openPostgres(
  databaseUrl: string,
  timeouts: DatabaseTimeouts | undefined,
): Promise<DatabaseConnection> {
  await migratePostgres(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    idleTimeoutMillis: 60_000,
    // Without these, one table locked by a long transaction ties up every connection and every
    // request waits with it: a bounded wait fails fast instead, and the request answers 503.
    connectionTimeoutMillis: timeouts?.acquireMs ?? 0,
    statement_timeout: timeouts?.statementMs ?? 0,
    // A server that vanishes without closing (a network partition) is noticed, not waited on forever.
    keepAlive: true,
  });
  // An idle connection can drop (a database restart, a failover): the pool replaces it on next use.
  // Without a listener the error would end the process. One line each, without a stack: it is expected.
  pool.on('error', (error) =>
    console.warn(`database: an idle connection was lost (${unavailableReason(error) ?? error.message})`),
  );
  const observers = createQueryObservers();
  pool.on('connect', (client) => timePgClient(client, observers));
  // Reads answer within their own, shorter bound: a page waits on them (see statement-bounds.ts).
  const bounded = new StatementBoundPool(pool, {
    writeMs: timeouts?.statementMs ?? 0,
    readMs: timeouts?.readStatementMs ?? timeouts?.statementMs ?? 0,
  });
  const db = drizzleNodePg(bounded as unknown as pg.Pool);
  const listener = createPostgresListener(databaseUrl);
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    rawAccess: { kind: 'postgres', url: databaseUrl },
    listen: (channel, onPayload, onReconnect) => listener.listen(channel, onPayload, onReconnect),
    async ping() {
      await pool.query('select 1');
    },
    observeQueries: observers.observe,
    poolState: () => ({
      max: pool.options.max,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listenState: () => (listener.connected ? 'connected' : 'reconnecting'),
    async serverConnections() {
      const result = await pool.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where datname = current_database()',
      );
      return result.rows[0]?.count ?? 0;
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
