import { parseArgs } from 'node:util';
import { startGamesBareServer } from './games-bare.ts';
import {
  announceSize,
  compareEndpoints,
  measureSizes,
  type RoundOptions,
  seedGames,
  serveDataset,
  startServers,
  stopServers,
} from './rally-against-bare.ts';

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
function serve() {
  return serveDataset({
    benchmark: 'games',
    seed: seedGames(Number(values.games)),
    capture: values.capture,
    explain: values.explain,
    endpoints: (seeded) => endpoints(seeded.tenPlayerGameId),
    startBare: startGamesBareServer,
  });
}

/** Measures one dataset size; answers the table's rows and how many endpoints answered different bytes. */
async function measureSize(games: number, options: RoundOptions) {
  const flags = [...(values.capture ? ['--capture'] : []), ...(values.explain ? ['--explain'] : [])];
  const { child, ready } = await startServers(import.meta.filename, games, flags);
  try {
    announceSize(games, ready.seconds, options);
    // Capturing alone prints the SQL; with --explain the plans are read and the run measures as usual.
    if (values.capture && !values.explain) return { rows: [], mismatches: 0 };
    const wanted = values.only ? values.only.split(',').map((name) => name.trim()) : [];
    const list = endpoints(ready.tenPlayerGameId).filter(
      ([name]) => wanted.length === 0 || wanted.some((start) => name.startsWith(start)),
    );
    return await compareEndpoints({ ready, games, endpoints: list, rounds: options });
  } finally {
    await stopServers(child);
  }
}

async function main() {
  const options: RoundOptions = {
    duration: Number(values.duration),
    rounds: Number(values.rounds),
    connections: values.connections.split(',').map(Number),
  };
  const sizes = values.games.split(',').map((size) => Number(size.replace(/_/g, '')));
  await measureSizes(sizes, (games) => measureSize(games, options));
}

if (values.serve) await serve();
else await main();
