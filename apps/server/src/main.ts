import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadSecrets } from './secrets.ts';

async function main() {
  const config = parseConfig();
  const secrets = await loadSecrets(config.dataDir, { authSecret: config.authSecret });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, secrets });

  // On SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Rally is running at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'})`,
  );
  if (config.devMailbox) app.log.info(`Emails are not sent: read them at ${config.publicUrl}/dev/mailbox`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
