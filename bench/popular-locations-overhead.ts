import { parseArgs } from 'node:util';
import { loadCityGazetteer } from '../apps/server/src/features/locations/city-gazetteer.ts';
import { startPopularLocationsBareServer } from './popular-locations-bare.ts';
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

// A city centre of the dataset (Los Angeles): its ten venues lie within about 10 miles, so the nearby
// places lead and the other 490 follow.
const POINT = { lat: 34.05, lng: -118.24 };

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    capture: { type: 'boolean', default: false },
    /** With --capture: EXPLAIN ANALYZE each captured statement on the dataset, then measure. */
    explain: { type: 'boolean', default: false },
    games: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    /** Comma-separated: each endpoint is measured at each count. */
    connections: { type: 'string', default: '50,1' },
  },
});

/** The endpoints measured, by name. */
function endpoints(): [string, string][] {
  return [
    ['popular locations', `/api/locations/popular?lat=${POINT.lat}&lng=${POINT.lng}`],
    ['venues', `/api/locations/venues?lat=${POINT.lat}&lng=${POINT.lng}`],
  ];
}

/** Child: the database, the dataset, both servers; prints one JSON line when ready. */
function serve() {
  return serveDataset({
    benchmark: 'popular-locations',
    seed: seedGames(Number(values.games)),
    capture: values.capture,
    explain: values.explain,
    endpoints: () => endpoints(),
    startBare: startPopularLocationsBareServer,
    // Both name the position from the embedded city list: loaded before either serves.
    beforeServing: loadCityGazetteer,
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
    const list = endpoints();
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
