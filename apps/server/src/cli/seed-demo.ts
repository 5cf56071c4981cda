import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO_PASSWORD, seedDemoWorld } from './demo/seed-demo-world.ts';
import { rallyAnswers } from './rally-answers.ts';

/**
 * `npm run seed:demo`: fills the configured database (DATABASE_URL, or the embedded one in DATA_DIR)
 * with the demo world. The embedded database allows one process at a time, so Rally must be stopped.
 */
async function main() {
  const config = parseConfig();
  if (!config.databaseUrl && (await rallyAnswers(config.port))) {
    throw new Error(
      `Rally is running on port ${config.port}: stop it first (the embedded database allows one process).`,
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = Date.now();
    const seeded = await seedDemoWorld(database.db, new Date());
    console.log(
      `Demo world ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${seeded.players} players in ${seeded.cities} cities, ${seeded.games} games, ${seeded.leagues} leagues, ${seeded.messages} messages, ${seeded.notifications} notifications.`,
    );
    console.log(
      `Sign in as demo_001 ... demo_${String(seeded.players).padStart(3, '0')} with the password ${DEMO_PASSWORD}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
