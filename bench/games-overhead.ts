/**
 * Games benchmark: the find list, the dashboard and the game page on 10,000 to 1,000,000 games, Rally
 * against a bare server running the same SQL (issue 8 §3, the bar of the request-path benchmark).
 *
 *   bash scripts/with-postgres.sh npx tsx bench/games-overhead.ts --games 10000,100000 [--duration 5] [--rounds 3] [--connections 50,1] [--only dashboard,games]
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/games-overhead.ts --games 1000000
 *   bash scripts/with-postgres.sh npx tsx bench/games-overhead.ts --games 2000 --capture   (prints Rally's SQL)
 *   ... --games 1000000 --capture --explain   (and how PostgreSQL runs each statement on that dataset)
 *
 * For each size a child process opens a fresh database, generates the dataset (bench/games-dataset.ts)
 * and the viewer's rows (bench/games-seed.ts), and serves it twice: Rally as buildApp makes it, and the
 * bare Fastify + `pg` server of bench/games-bare.ts. This process checks that both answer each endpoint
 * with the same bytes, then runs autocannon against each in short alternating rounds and prints
 * requests per second, p50 and p99, and the ratio Rally / bare. The bar: a ratio of at least 0.6, p99
 * under 50 ms, and the find list's p50 growing no more than 2× from 10,000 to 1,000,000 games.
 * `--connections` takes a list: at 50 connections latency mostly measures the queue (Little's law),
 * at 1 it is the time one request takes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { openTestDatabase } from '../apps/server/src/test/test-database.ts';
import { alternatingRounds, firstDifference } from './alternating-rounds.ts';
import { startGamesBareServer } from './games-bare.ts';
import { generateGamesDataset } from './games-dataset.ts';
import { seedGamesViewer } from './games-seed.ts';

const SECRET = 'bench-secret-bench-secret-bench-secret-01';
// A city centre of the dataset (Los Angeles): its ten venues lie within about 10 miles and all have
// coordinates (the dataset leaves them off the games of every tenth venue, which are New York's).
const POINT = { lat: 34.05, lng: -118.24 };

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    capture: { type: 'boolean', default: false },
    /** With --capture: EXPLAIN ANALYZE each captured statement on the dataset, then measure. */
    explain: { type: 'boolean', default: false },
    games: { type: 'string', default: '10000,100000' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    /** Comma-separated: each endpoint is measured at each count. */
    connections: { type: 'string', default: '50' },
    /** Comma-separated names' beginnings: measure only those endpoints (`--only dashboard,games for you`). */
    only: { type: 'string', default: '' },
  },
});

type Ready = {
  rallyPort: number;
  barePort: number;
  cookie: string;
  tenPlayerGameId: string;
  seconds: number;
};

/** The endpoints measured, by name; the game page's id is the seeded ten-player game's. */
function endpoints(tenPlayerGameId: string): [string, string][] {
  return [
    ['find: sport', '/api/games?sport=basketball'],
    ['find: 5 miles', `/api/games?lat=${POINT.lat}&lng=${POINT.lng}&distance=5`],
    ['find: text', '/api/games?q=venue%2012'],
    ['dashboard', '/api/dashboard'],
    // The dashboard from a device position: games for you and popular places measured from it.
    ['dashboard: position', `/api/dashboard?lat=${POINT.lat}&lng=${POINT.lng}`],
    // The dashboard's "Games for you" from a device position: the radius box and the ranking.
    ['games for you: position', `/api/games/for-you?lat=${POINT.lat}&lng=${POINT.lng}`],
    ['game page (10 players)', `/api/games/${tenPlayerGameId}`],
  ];
}

/** Child: the database, the dataset, both servers; prints one JSON line when ready. */
async function serve() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL or run under scripts/with-postgres.sh');
  process.env.TEST_DATABASE_URL = serverUrl;
  const captured: { text: string; values: unknown }[] = [];
  let capturing = false;
  if (values.capture) {
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
  if (!database.databaseUrl) throw new Error('The games benchmark runs on PostgreSQL only');
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: await mkdtemp(join(tmpdir(), 'rally-bench-')),
    STATIC_DIR: join(tmpdir(), 'rally-no-static'),
    LOG_LEVEL: 'warn',
    DEV_MAILBOX: 'off',
  });
  const now = new Date();
  const started = performance.now();
  await generateGamesDataset(database.connection.db, { games: Number(values.games), now });
  const seeded = await seedGamesViewer(database.connection.db, SECRET, now);
  const seconds = Math.round((performance.now() - started) / 1000);
  const rally = await buildApp({ config, database: database.connection, secrets: { authSecret: SECRET } });
  // Rally's own pool is 10 connections; the bare server gets the same.
  const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 10 });
  const bare = await startGamesBareServer(
    async (text, params, name) =>
      (await pool.query({ text, values: params, ...(name ? { name } : {}) })).rows,
    SECRET,
  );
  const address = await rally.listen({ host: '127.0.0.1', port: 0 });
  const rallyPort = Number(new URL(address).port);
  if (values.capture) {
    for (const [name, path] of endpoints(seeded.tenPlayerGameId)) {
      // The first request fills the session cache; the second shows the endpoint's own statements.
      await fetch(`http://127.0.0.1:${rallyPort}${path}`, { headers: { cookie: seeded.cookie } });
      captured.length = 0;
      capturing = true;
      await fetch(`http://127.0.0.1:${rallyPort}${path}`, { headers: { cookie: seeded.cookie } });
      capturing = false;
      console.log(`\n===== ${name}: ${path}`);
      for (const statement of captured) {
        console.log(`${statement.text}\n  -- ${JSON.stringify(statement.values)}`);
        if (!values.explain || !/^\s*(select|with)/i.test(statement.text)) continue;
        // How PostgreSQL runs it on this dataset: what to read when a figure misses the bar.
        const plan = await pool.query(
          `explain (analyze, buffers) ${statement.text}`,
          (statement.values as unknown[] | undefined) ?? [],
        );
        for (const line of plan.rows) console.log(`    ${line['QUERY PLAN']}`);
      }
    }
  }
  const ready: Ready = {
    rallyPort,
    barePort: bare.port,
    cookie: seeded.cookie,
    tenPlayerGameId: seeded.tenPlayerGameId,
    seconds,
  };
  console.log(JSON.stringify(ready));
  process.on('SIGTERM', async () => {
    await bare.close();
    await rally.close();
    await pool.end();
    await database.drop();
    process.exit(0);
  });
}

function startChild(games: number): Promise<{ child: ChildProcess; ready: Ready }> {
  const args = ['--import', 'tsx', import.meta.filename, '--serve', '--games', String(games)];
  if (values.capture) args.push('--capture');
  if (values.explain) args.push('--explain');
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the servers' process exited (${code}) before it was ready`)),
    );
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('{"rallyPort"')) resolve({ child, ready: JSON.parse(line) as Ready });
      else console.log(`[servers] ${line}`);
    });
  });
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Measures one dataset size; answers the table's rows and how many endpoints answered different bytes. */
async function measureSize(
  games: number,
  options: { duration: number; rounds: number; connections: number[] },
) {
  const { child, ready } = await startChild(games);
  const headers = { cookie: ready.cookie };
  const rows: string[] = [];
  let mismatches = 0;
  try {
    console.log(
      `\n${games.toLocaleString('en')} games (generated and seeded in ${ready.seconds} s), load ${load()}: ${options.connections.join(' and ')} connections, ${options.rounds} rounds of ${options.duration} s per server and endpoint (medians)`,
    );
    // Capturing alone prints the SQL; with --explain the plans are read and the run measures as usual.
    if (values.capture && !values.explain) return { rows, mismatches };
    const wanted = values.only ? values.only.split(',').map((name) => name.trim()) : [];
    const list = endpoints(ready.tenPlayerGameId).filter(
      ([name]) => wanted.length === 0 || wanted.some((start) => name.startsWith(start)),
    );
    for (const [, path] of list) {
      for (const port of [ready.rallyPort, ready.barePort]) {
        // Start-up work (JIT, filling the pools, the session cache) settles before anything counts.
        await autocannon({
          url: `http://127.0.0.1:${port}${path}`,
          connections: Math.max(...options.connections),
          duration: 2,
          headers,
          timeout: 30,
        });
      }
    }
    for (const [index, [name, path]] of list.entries()) {
      const [rallyBody, bareBody] = await Promise.all(
        [ready.rallyPort, ready.barePort].map(async (port) => {
          // A server still working through the warm-up's backlog may shed a request (503): ask again.
          for (let attempt = 1; ; attempt += 1) {
            const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
            if (response.status === 200) return response.text();
            if (attempt === 10) throw new Error(`${path} on port ${port} answered ${response.status}`);
            await new Promise((resolve) => setTimeout(resolve, 2000));
          }
        }),
      );
      const difference = firstDifference(rallyBody!, bareBody!);
      if (difference) {
        mismatches += 1;
        console.log(`NOT THE SAME JSON ${name} ${difference}`);
      }
      for (const connections of options.connections) {
        const { rally, bare } = await alternatingRounds({
          ports: { rally: ready.rallyPort, bare: ready.barePort },
          path,
          headers,
          connections,
          duration: options.duration,
          rounds: options.rounds,
          rallyFirst: index % 2 === 0,
        });
        const ratio = rally.requests.average / bare.requests.average;
        const row = `| ${games.toLocaleString('en')} | ${name} | ${connections} | ${rallyBody!.length} B | ${rally.requests.average.toFixed(0)} | ${bare.requests.average.toFixed(0)} | ${ratio.toFixed(2)}×${ratio >= 0.6 ? '' : ' (below 0.6)'} | ${rally.latency.p50} / ${bare.latency.p50} ms | ${rally.latency.p99} / ${bare.latency.p99} ms | ${load()} |`;
        console.log(row);
        rows.push(row);
      }
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  return { rows, mismatches };
}

async function main() {
  const options = {
    duration: Number(values.duration),
    rounds: Number(values.rounds),
    connections: values.connections.split(',').map(Number),
  };
  const sizes = values.games.split(',').map((size) => Number(size.replace(/_/g, '')));
  const rows: string[] = [];
  let mismatches = 0;
  for (const games of sizes) {
    const result = await measureSize(games, options);
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

if (values.serve) await serve();
else await main();
