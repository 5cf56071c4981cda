/**
 * What the dataset benchmarks (games-overhead.ts, popular-locations-overhead.ts, seasons-overhead.ts)
 * share: a child process that seeds a dataset and serves Rally and a bare server on it, the warm-up, the
 * check that both answer the same bytes, the alternating rounds, and the table they print.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { openTestDatabase } from '../apps/server/src/test/test-database.ts';
import { alternatingRounds, firstDifference } from './alternating-rounds.ts';
import type { Query } from './games-bare.ts';
import { generateGamesDataset } from './games-dataset.ts';
import { type GamesSeeded, seedGamesViewer } from './games-seed.ts';

const SECRET = 'bench-secret-bench-secret-bench-secret-01';

/**
 * What the child prints, as one JSON line, once both servers listen on the dataset: their ports, the
 * port that answers the process's CPU time, how long seeding took, and what the seed answered (the
 * viewer's session cookie among it).
 */
export type Ready = {
  rallyPort: number;
  barePort: number;
  /** Answers the servers' process CPU time so far (user and system, µs): each round's cost per request. */
  cpuPort: number;
  seconds: number;
  cookie: string;
};

/** Writes a benchmark's dataset and its viewer into the fresh database; answers what its endpoints need. */
export type Seed<S extends { cookie: string }> = (db: Database, secret: string, now: Date) => Promise<S>;

/** The games benchmarks' seed: `games` generated games, and the viewer with their games and friends. */
export const seedGames =
  (games: number): Seed<GamesSeeded> =>
  async (db, secret, now) => {
    await generateGamesDataset(db, { games, now });
    return seedGamesViewer(db, secret, now);
  };

export type RoundOptions = { duration: number; rounds: number; connections: number[] };

/** The machine's load average (1, 5, 15 min), printed beside each row: timings depend on it. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * Starts `script --serve` with `args` and waits for its ready line (one JSON object opening with
 * `{"rallyPort"`), answered parsed; the child's other output is passed through.
 */
export function startServerProcess<T>(
  script: string,
  args: string[],
): Promise<{ child: ChildProcess; ready: T }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--serve', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the servers' process exited (${code}) before it was ready`)),
    );
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('{"rallyPort"')) resolve({ child, ready: JSON.parse(line) as T });
      else console.log(`[servers] ${line}`);
    });
  });
}

/** The games datasets' child: `script --serve --games N` plus `flags`. */
export function startServers(script: string, games: number, flags: string[]) {
  return startServerProcess<Ready & GamesSeeded>(script, ['--games', String(games), ...flags]);
}

export async function stopServers(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The child's side (`--serve`): seeds a fresh PostgreSQL database through `seed`, serves Rally as buildApp
 * makes it and the bare server side by side, and prints the ready line. With `capture`, prints the SQL
 * each endpoint sends (and with `explain`, how PostgreSQL runs it) first. Beside them, a port answers the
 * process's CPU time: rounds alternate, so the CPU spent during a round is the loaded server's, a figure
 * a busy machine moves much less than the requests a second.
 */
export async function serveDataset<S extends { cookie: string }>(options: {
  /** Named in the error when no PostgreSQL server is configured. */
  benchmark: string;
  capture: boolean;
  explain: boolean;
  seed: Seed<S>;
  /** The endpoints measured, from what the seed answered. */
  endpoints(seeded: S): [string, string][];
  /** Starts the bare server on the given query function, checking sessions signed with the secret. */
  startBare(query: Query, secret: string): Promise<{ port: number; close(): Promise<unknown> }>;
  /** Work both servers need done before either serves. */
  beforeServing?: () => Promise<unknown>;
}): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL or run under scripts/with-postgres.sh');
  process.env.TEST_DATABASE_URL = serverUrl;
  const captured: { text: string; values: unknown }[] = [];
  let capturing = false;
  if (options.capture) {
    // Records every statement any pg client sends while a capture is on: the SQL to copy into the bare server.
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [config, params] = args as [string | { text: string; values?: unknown }, unknown];
      const text = typeof config === 'string' ? config : config.text;
      // The job queue's polls are not the endpoint's.
      if (capturing && !text.includes('pgboss'))
        captured.push({ text, values: typeof config === 'string' ? params : (config.values ?? params) });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  }
  const database = await openTestDatabase();
  if (!database.databaseUrl) throw new Error(`The ${options.benchmark} benchmark runs on PostgreSQL only`);
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: await mkdtemp(join(tmpdir(), 'rally-bench-')),
    STATIC_DIR: join(tmpdir(), 'rally-no-static'),
    LOG_LEVEL: 'warn',
    DEV_MAILBOX: 'off',
  });
  const started = performance.now();
  const seeded = await options.seed(database.connection.db, SECRET, new Date());
  const seconds = Math.round((performance.now() - started) / 1000);
  const rally = await buildApp({ config, database: database.connection, secrets: { authSecret: SECRET } });
  // Rally's own pool is 10 connections; the bare server gets the same.
  const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 10 });
  await options.beforeServing?.();
  const bare = await options.startBare(
    async (text, params, name) =>
      (await pool.query({ text, values: params, ...(name ? { name } : {}) })).rows,
    SECRET,
  );
  const address = await rally.listen({ host: '127.0.0.1', port: 0 });
  const rallyPort = Number(new URL(address).port);
  const cpu = createServer((_, response) => {
    const { user, system } = process.cpuUsage();
    response.end(String(user + system));
  });
  await new Promise<void>((resolve) => cpu.listen(0, '127.0.0.1', resolve));
  if (options.capture) {
    for (const [name, path] of options.endpoints(seeded)) {
      // The first request fills the session cache; the second shows the endpoint's own statements.
      await fetch(`http://127.0.0.1:${rallyPort}${path}`, { headers: { cookie: seeded.cookie } });
      captured.length = 0;
      capturing = true;
      const response = await fetch(`http://127.0.0.1:${rallyPort}${path}`, {
        headers: { cookie: seeded.cookie },
      });
      capturing = false;
      console.log(`\n===== ${name}: ${path} (${response.status}, ${(await response.text()).length} B)`);
      for (const statement of captured) {
        console.log(`${statement.text}\n  -- ${JSON.stringify(statement.values)}`);
        if (!options.explain || !/^\s*(select|with)/i.test(statement.text)) continue;
        // How PostgreSQL runs it on this dataset: what to read when a figure misses the bar.
        const plan = await pool.query(
          `explain (analyze, buffers) ${statement.text}`,
          (statement.values as unknown[] | undefined) ?? [],
        );
        for (const line of plan.rows) console.log(`    ${line['QUERY PLAN']}`);
      }
    }
  }
  // The ready line opens with `{"rallyPort"`: the parent recognises it by that.
  const ready: Ready & S = {
    rallyPort,
    barePort: bare.port,
    cpuPort: (cpu.address() as AddressInfo).port,
    seconds,
    ...seeded,
  };
  console.log(JSON.stringify(ready));
  process.on('SIGTERM', async () => {
    cpu.close();
    await bare.close();
    await rally.close();
    await pool.end();
    await database.drop();
    process.exit(0);
  });
}

/** A server still working through the warm-up's backlog may shed a request (503): asked again. */
async function bodyOf(port: number, path: string, headers: Record<string, string>): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    if (response.status === 200) return response.text();
    if (attempt === 10) throw new Error(`${path} on port ${port} answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * Measures each endpoint (name, path) on both servers: a warm-up of every endpoint first, then for
 * each one the byte check and the alternating rounds at each connection count. Answers the table's
 * rows and how many endpoints answered different bytes.
 */
export async function compareEndpoints(options: {
  ready: Ready;
  games: number;
  endpoints: [string, string][];
  rounds: RoundOptions;
}): Promise<{ rows: string[]; mismatches: number }> {
  const { ready, games, endpoints } = options;
  const { duration, rounds, connections: counts } = options.rounds;
  const headers = { cookie: ready.cookie };
  const ports = { rally: ready.rallyPort, bare: ready.barePort };
  const rows: string[] = [];
  let mismatches = 0;
  for (const [, path] of endpoints) {
    for (const port of [ports.rally, ports.bare]) {
      // Start-up work (JIT, filling the pools, the session cache) settles before anything counts.
      await autocannon({
        url: `http://127.0.0.1:${port}${path}`,
        connections: Math.max(...counts),
        duration: 2,
        headers,
        timeout: 30,
      });
    }
  }
  for (const [index, [name, path]] of endpoints.entries()) {
    const [rallyBody, bareBody] = await Promise.all([
      bodyOf(ports.rally, path, headers),
      bodyOf(ports.bare, path, headers),
    ]);
    const difference = firstDifference(rallyBody, bareBody);
    if (difference) {
      mismatches += 1;
      console.log(`NOT THE SAME JSON ${name} ${difference}`);
    }
    for (const connections of counts) {
      const { rally, bare } = await alternatingRounds({
        ports,
        path,
        headers,
        connections,
        duration,
        rounds,
        rallyFirst: index % 2 === 0,
      });
      const ratio = rally.requests.average / bare.requests.average;
      const row = `| ${games.toLocaleString('en')} | ${name} | ${connections} | ${rallyBody.length} B | ${rally.requests.average.toFixed(0)} | ${bare.requests.average.toFixed(0)} | ${ratio.toFixed(2)}×${ratio >= 0.6 ? '' : ' (below 0.6)'} | ${rally.latency.p50} / ${bare.latency.p50} ms | ${rally.latency.p99} / ${bare.latency.p99} ms | ${loadAverage()} |`;
      console.log(row);
      rows.push(row);
    }
  }
  return { rows, mismatches };
}

/** The line each dataset's measurement starts with. */
export function announceSize(games: number, seconds: number, options: RoundOptions): void {
  console.log(
    `\n${games.toLocaleString('en')} games (generated and seeded in ${seconds} s), load ${loadAverage()}: ${options.connections.join(' and ')} connections, ${options.rounds} rounds of ${options.duration} s per server and endpoint (medians)`,
  );
}

/**
 * Measures every dataset size in turn and prints the whole table; a run where an endpoint answered
 * different bytes on the two servers ends with a failing exit code, as it compares unlike with unlike.
 */
export async function measureSizes(
  sizes: number[],
  measureSize: (games: number) => Promise<{ rows: string[]; mismatches: number }>,
): Promise<void> {
  const rows: string[] = [];
  let mismatches = 0;
  for (const games of sizes) {
    const result = await measureSize(games);
    rows.push(...result.rows);
    mismatches += result.mismatches;
  }
  console.log(
    '\n| Games | Endpoint | Connections | JSON | Rally req/s | Bare req/s | Ratio | p50 Rally / bare | p99 Rally / bare | Load (1, 5, 15 min) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (mismatches > 0) {
    console.log(`\n${mismatches} endpoint(s) answered different JSON: the comparison is not like for like.`);
    process.exitCode = 1;
  }
}
