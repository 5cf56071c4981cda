import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { announceDevMailbox } from './features/dev-mailbox/announce-dev-mailbox.ts';
import { loadCityGazetteer } from './features/locations/city-gazetteer.ts';
import { createReadiness } from './lib/readiness.ts';
import { gateRequests, shutDownGracefully } from './lib/shutdown.ts';
import { loadSecrets } from './secrets.ts';

/** How long after the start the city list is loaded. */
const CITY_LIST_DELAY_MS = 3_000;
/** Time allowed, after the last request, to close realtime sockets and the database before exiting anyway. */
const CLOSE_RESOURCES_MS = 5_000;

async function main() {
  const config = parseConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  // Generated secrets live in the database, so every process on it signs with the same ones.
  const secrets = await loadSecrets(
    { db: database.db, dataDir: config.dataDir },
    { authSecret: config.authSecret },
  );
  const readiness = createReadiness();
  const app = await buildApp({ config, database, secrets, readiness });
  const requests = gateRequests(app.server, readiness);

  // On SIGTERM/SIGINT: readiness turns 503 while requests are still served for the drain; then new
  // requests are refused with 503 while those accepted finish; then the listening socket closes,
  // sockets close with 1001, the database closes. Past the drain, the deadline and a little for
  // sockets and the database, the process exits anyway.
  const { drainMs, timeoutMs } = config.shutdown;
  closeWithGrace(
    { delay: drainMs + timeoutMs + CLOSE_RESOURCES_MS, logger: app.log },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal, drainMs }, 'shutting down: draining');
      await shutDownGracefully({
        app,
        readiness,
        requests,
        closeDatabase: () => database.close(),
        log: app.log,
        drainMs,
        timeoutMs,
      });
    },
  );

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Rally is running at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'})`,
  );
  announceDevMailbox(config, app.log);
  // Place look-up's city list takes a second to index (half of it one synchronous decode): load it a few
  // seconds after the start, so it delays neither the first health check nor the first player who types.
  setTimeout(() => {
    loadCityGazetteer().catch((error: unknown) =>
      app.log.error({ err: error }, 'the city list failed to load'),
    );
  }, CITY_LIST_DELAY_MS).unref();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
