import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { openTestDatabase } from '../apps/server/src/test/test-database.ts';
import { alternatingRounds, firstDifference } from './alternating-rounds.ts';
import { type Query, startBareServer } from './api-overhead-bare.ts';
import { seedBenchmarkData } from './api-overhead-seed.ts';
import { startServerProcess } from './rally-against-bare.ts';

const SECRET = 'bench-secret-bench-secret-bench-secret-01';

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    /** Print the statements Rally sends for each endpoint (PostgreSQL only), to copy into the bare server. */
    capture: { type: 'boolean', default: false },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
  },
});

type Ready = {
  rallyPort: number;
  barePort: number;
  /** Answers the servers' process CPU time so far, in microseconds. */
  cpuPort: number;
  cookie: string;
  friendId: string;
  database: string;
};

/** The read endpoints measured, with the viewer's conversation partner in the messages path. */
const endpointsOf = (friendId: string) => [
  '/api/friends',
  '/api/profiles/me',
  '/api/notifications',
  '/api/friends/requests',
  '/api/friends/suggestions',
  '/api/friends/activity',
  `/api/messages/${friendId}`,
  '/api/presence/friends',
  '/api/leagues',
  '/api/messages',
];

/** Records every statement any pg client sends while `on` is true (the job queue's polls left out). */
function captureStatements() {
  const state = { on: false, statements: [] as { text: string; values: unknown }[] };
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, params] = args as [string | { text: string; values?: unknown }, unknown];
    const text = typeof config === 'string' ? config : config.text;
    if (state.on && !text.includes('pgboss'))
      state.statements.push({
        text,
        values: typeof config === 'string' ? params : (config.values ?? params),
      });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return state;
}

/** Child: the database, both servers and the data; prints one JSON line when ready. */
async function serve() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
  const capture = values.capture ? captureStatements() : undefined;
  const database = await openTestDatabase();
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: await mkdtemp(join(tmpdir(), 'rally-bench-')),
    STATIC_DIR: join(tmpdir(), 'rally-no-static'),
    LOG_LEVEL: 'warn',
    DEV_MAILBOX: 'off',
    // 0 measures the path without the session cache (how the "before" figures were taken).
    ...(process.env.SESSION_CACHE_MS ? { SESSION_CACHE_MS: process.env.SESSION_CACHE_MS } : {}),
  });
  const rally = await buildApp({ config, database: database.connection, secrets: { authSecret: SECRET } });
  const seeded = await seedBenchmarkData(database.connection.db, SECRET);

  let query: Query;
  let closeDriver = async () => {};
  if (database.databaseUrl) {
    // Rally's own pool is 10 connections; the bare server gets the same.
    const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 10 });
    query = async (text, params, name) =>
      (await pool.query({ text, values: params, ...(name ? { name } : {}) })).rows;
    closeDriver = () => pool.end();
  } else {
    const client = (database.connection as unknown as { client: PGlite }).client;
    query = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
  }
  const bare = await startBareServer(query, SECRET);
  const address = await rally.listen({ host: '127.0.0.1', port: 0 });
  if (capture) {
    for (const path of endpointsOf(seeded.friendId)) {
      const url = `http://127.0.0.1:${new URL(address).port}${path}`;
      // The first request fills the session cache; the second shows the endpoint's own statements.
      await fetch(url, { headers: { cookie: seeded.cookie } });
      capture.statements.length = 0;
      capture.on = true;
      await fetch(url, { headers: { cookie: seeded.cookie } });
      capture.on = false;
      console.log(`-- ${path}`);
      for (const { text, values } of capture.statements)
        console.log(`${text};\n   -- ${JSON.stringify(values)}`);
    }
  }
  const cpu = createServer((_, response) => {
    const { user, system } = process.cpuUsage();
    response.end(String(user + system));
  });
  await new Promise<void>((resolve) => cpu.listen(0, '127.0.0.1', resolve));
  const ready: Ready = {
    rallyPort: Number(new URL(address).port),
    barePort: bare.port,
    cpuPort: (cpu.address() as AddressInfo).port,
    cookie: seeded.cookie,
    friendId: seeded.friendId,
    database: database.databaseUrl ? 'PostgreSQL' : 'PGlite',
  };
  console.log(JSON.stringify(ready));
  process.on('SIGTERM', async () => {
    cpu.close();
    await bare.close();
    await rally.close();
    await closeDriver();
    await database.drop();
    process.exit(0);
  });
}

async function main() {
  const duration = Number(values.duration);
  const rounds = Number(values.rounds);
  const connections = Number(values.connections);
  const { child, ready } = await startServerProcess<Ready>(import.meta.filename, []);
  const headers = { cookie: ready.cookie };
  const endpoints = endpointsOf(ready.friendId);
  const rows: string[] = [];
  let mismatches = 0;
  try {
    console.log(
      `${ready.database}, ${connections} connections, ${rounds} rounds of ${duration} s per server and endpoint (medians)\n`,
    );
    // Start-up work (the job queue's first polls, JIT, filling the pools) settles before anything counts.
    for (const path of endpoints) {
      for (const port of [ready.rallyPort, ready.barePort]) {
        await autocannon({
          url: `http://127.0.0.1:${port}${path}`,
          connections,
          duration: 2,
          headers,
          timeout: 30,
        });
      }
    }
    for (const [index, path] of endpoints.entries()) {
      const [rallyBody, bareBody] = await Promise.all(
        [ready.rallyPort, ready.barePort].map(async (port) => {
          const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
          if (response.status !== 200) throw new Error(`${path} on port ${port} answered ${response.status}`);
          return response.text();
        }),
      );
      const difference = firstDifference(rallyBody!, bareBody!);
      if (difference) {
        mismatches += 1;
        console.log(`NOT THE SAME JSON ${path} ${difference}`);
      }
      const { rally, bare, cpuMicrosPerRequest } = await alternatingRounds({
        ports: { rally: ready.rallyPort, bare: ready.barePort },
        path,
        headers,
        connections,
        duration,
        rounds,
        rallyFirst: index % 2 === 0,
        cpuMicros: async () => Number(await (await fetch(`http://127.0.0.1:${ready.cpuPort}/`)).text()),
      });
      const cpu = cpuMicrosPerRequest!;
      const ratio = rally.requests.average / bare.requests.average;
      const row = `| ${path.replace(ready.friendId, ':friendId')} | ${rallyBody!.length} B | ${rally.requests.average.toFixed(0)} | ${bare.requests.average.toFixed(0)} | ${ratio.toFixed(2)}× ${ratio >= 0.6 ? '' : '(below 0.6)'} | ${rally.latency.p99} / ${bare.latency.p99} ms | ${cpu.rally.toFixed(0)} / ${cpu.bare.toFixed(0)} µs (${(cpu.bare / cpu.rally).toFixed(2)}×) |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  console.log(
    '\n| Endpoint | JSON | Rally req/s | Bare req/s | Ratio | p99 Rally / bare | CPU per request Rally / bare (ratio) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (mismatches > 0) {
    console.log(`\n${mismatches} endpoint(s) answered different JSON: the comparison is not like for like.`);
    process.exitCode = 1;
  }
}

if (values.serve) await serve();
else await main();
