/**
 * A season's read endpoints (issue 29 §5): Rally against a bare Fastify + `pg` server answering the same
 * bytes (bench/seasons-bare.ts), on a league of 20 teams of 15 players and 380 fixtures, half of them
 * played (bench/seasons-seed.ts), read by one of the players. The bytes are compared before measuring;
 * a run where they differ prints no ratio for that endpoint and ends with a failing exit code. Beside the
 * rates, each row has the servers' CPU time per request (rounds alternate, so a round's CPU is its server's),
 * which a busy machine moves much less.
 *
 *   bash scripts/with-postgres.sh npx tsx bench/seasons-overhead.ts --duration 3 --rounds 3
 *   bash scripts/with-postgres.sh npx tsx bench/seasons-overhead.ts --capture   (the SQL each endpoint sends)
 *   bash scripts/with-postgres.sh npx tsx bench/seasons-overhead.ts --check     (the byte check alone)
 */

import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { alternatingRounds, firstDifference } from './alternating-rounds.ts';
import {
  loadAverage,
  type Ready,
  serveDataset,
  startServerProcess,
  stopServers,
} from './rally-against-bare.ts';
import { startSeasonsBareServer } from './seasons-bare.ts';
import { type SeasonSeeded, seedSeason } from './seasons-seed.ts';

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    capture: { type: 'boolean', default: false },
    /** With --capture: EXPLAIN ANALYZE each captured statement on the dataset, then measure. */
    explain: { type: 'boolean', default: false },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    /** Comma-separated: each endpoint is measured at each count. */
    connections: { type: 'string', default: '50,1' },
    /** Compare the two servers' bytes for each endpoint, then stop without measuring. */
    check: { type: 'boolean', default: false },
    /** Comma-separated names' beginnings: measure only those endpoints (`--only table,season`). */
    only: { type: 'string', default: '' },
  },
});

type SeasonReady = Ready & SeasonSeeded;

/**
 * The endpoints measured, by name: the fixture list as the Fixtures tab asks it (the current round, a
 * round picked, the viewer's team's) beside the season's other reads.
 */
function endpoints(seeded: Pick<SeasonSeeded, 'seasonId' | 'viewerTeamId'>): [string, string][] {
  const { seasonId, viewerTeamId } = seeded;
  return [
    ['season page', `/api/seasons/${seasonId}`],
    ['fixtures: current round', `/api/seasons/${seasonId}/fixtures`],
    ['fixtures: round 30', `/api/seasons/${seasonId}/fixtures?stage=regular&round=30`],
    ['fixtures: my team', `/api/seasons/${seasonId}/fixtures?team=${viewerTeamId}`],
    ['table', `/api/seasons/${seasonId}/table`],
    ['stats', `/api/seasons/${seasonId}/stats`],
    ['bracket', `/api/seasons/${seasonId}/bracket`],
  ];
}

/** The child (`--serve`): the season on a fresh PostgreSQL database, both servers, the ready line. */
function serve() {
  return serveDataset<SeasonSeeded>({
    benchmark: 'seasons',
    capture: values.capture,
    explain: values.explain,
    seed: seedSeason,
    endpoints,
    startBare: startSeasonsBareServer,
  });
}

async function main(): Promise<void> {
  const options = {
    duration: Number(values.duration),
    rounds: Number(values.rounds),
    connections: values.connections.split(',').map(Number),
  };
  const flags = [...(values.capture ? ['--capture'] : []), ...(values.explain ? ['--explain'] : [])];
  const { child, ready } = await startServerProcess<SeasonReady>(import.meta.filename, flags);
  try {
    console.log(
      `\nA season of ${ready.fixtures} fixtures (seeded in ${ready.seconds} s), load ${loadAverage()}: ${options.connections.join(' and ')} connections, ${options.rounds} rounds of ${options.duration} s per server and endpoint (medians)`,
    );
    // Capturing alone prints the SQL; with --explain the plans are read and the run measures as usual.
    if (values.capture && !values.explain) return;
    const wanted = values.only ? values.only.split(',').map((name) => name.trim()) : [];
    const chosen = endpoints(ready).filter(
      ([name]) => wanted.length === 0 || wanted.some((start) => name.startsWith(start)),
    );
    // Only endpoints whose two answers are the same bytes are measured: a ratio of unlike answers means nothing.
    const list: [string, string][] = [];
    let mismatches = 0;
    for (const [name, path] of chosen) {
      const [rally, bare] = await Promise.all([
        answerOf(ready.rallyPort, path, ready.cookie),
        answerOf(ready.barePort, path, ready.cookie),
      ]);
      if (rally.status !== 200 || bare.status !== 200) {
        mismatches += 1;
        console.log(
          `NOT ANSWERED, not measured: ${name}: Rally ${rally.status} ${rally.body.slice(0, 200)}; bare ${bare.status}`,
        );
        continue;
      }
      const difference = firstDifference(rally.body, bare.body);
      if (difference) {
        mismatches += 1;
        console.log(`NOT THE SAME JSON, not measured: ${name} ${difference}`);
      } else {
        console.log(`same JSON: ${name} (${rally.body.length} B)`);
        list.push([name, path]);
      }
    }
    if (values.check) {
      if (mismatches > 0) process.exitCode = 1;
      return;
    }
    const rows = await measure(ready, list, options);
    console.log(
      '\n| Fixtures | Endpoint | Connections | JSON | Rally req/s | Bare req/s | Ratio | p50 Rally / bare | p99 Rally / bare | CPU per request Rally / bare (ratio) | Load (1, 5, 15 min) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    if (mismatches > 0) {
      // The table holds only the endpoints both servers answered alike; the run still fails for the others.
      console.log(`\n${mismatches} endpoint(s) not answered alike (above): no ratio is reported for them.`);
      process.exitCode = 1;
    }
  } finally {
    await stopServers(child);
  }
}

/**
 * A warm-up of every endpoint on both servers, then for each endpoint and connection count the alternating
 * rounds; answers the table's rows, each with the servers' CPU time per request beside the rates.
 */
async function measure(
  ready: SeasonReady,
  list: [string, string][],
  options: { duration: number; rounds: number; connections: number[] },
): Promise<string[]> {
  const headers = { cookie: ready.cookie };
  const ports = { rally: ready.rallyPort, bare: ready.barePort };
  for (const [, path] of list) {
    for (const port of [ports.rally, ports.bare]) {
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
  const cpuMicros = async () => Number(await (await fetch(`http://127.0.0.1:${ready.cpuPort}/`)).text());
  const bytes = new Map<string, number>();
  for (const [, path] of list) bytes.set(path, (await answerOf(ports.rally, path, ready.cookie)).body.length);
  const rows: string[] = [];
  for (const [index, [name, path]] of list.entries()) {
    for (const connections of options.connections) {
      const { rally, bare, cpuMicrosPerRequest } = await alternatingRounds({
        ports,
        path,
        headers,
        connections,
        duration: options.duration,
        rounds: options.rounds,
        rallyFirst: index % 2 === 0,
        cpuMicros,
      });
      const cpu = cpuMicrosPerRequest!;
      const ratio = rally.requests.average / bare.requests.average;
      const row = `| ${ready.fixtures} | ${name} | ${connections} | ${bytes.get(path)} B | ${rally.requests.average.toFixed(0)} | ${bare.requests.average.toFixed(0)} | ${ratio.toFixed(2)}×${ratio >= 0.6 ? '' : ' (below 0.6)'} | ${rally.latency.p50} / ${bare.latency.p50} ms | ${rally.latency.p99} / ${bare.latency.p99} ms | ${cpu.rally.toFixed(0)} / ${cpu.bare.toFixed(0)} µs (${(cpu.bare / cpu.rally).toFixed(2)}×) | ${loadAverage()} |`;
      console.log(row);
      rows.push(row);
    }
  }
  return rows;
}

/** An endpoint's status and body. */
async function answerOf(port: number, path: string, cookie: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
  return { status: response.status, body: await response.text() };
}

if (values.serve) await serve();
else await main();
