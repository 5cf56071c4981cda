/**
 * The built app served by the real server for the page-speed measurements (bench/lighthouse.ts and
 * Lighthouse CI's budgets): a fresh database, the benchmark's data (bench/api-overhead-seed.ts) and a
 * signed-in viewer with 16 games near them (bench/lighthouse-nearby-seed.ts) whose session token is fixed, so a config written before the server starts can
 * send its cookie. Builds nothing: run `npm run build` first.
 *
 *   npx tsx bench/lighthouse-server.ts [--port 4319]
 *
 * Prints "lighthouse server ready at http://127.0.0.1:PORT" when it answers.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { sessions } from '../apps/server/src/db/schema/auth.ts';
import { openTestDatabase } from '../apps/server/src/test/test-database.ts';
import { seedBenchmarkData } from './api-overhead-seed.ts';
import { seedGamesNearViewer } from './lighthouse-nearby-seed.ts';
import { LIGHTHOUSE_SECRET, LIGHTHOUSE_SESSION_TOKEN } from './lighthouse-session.ts';

const { values } = parseArgs({
  // --dist: another build to serve (a copy of an earlier one, to measure before and after in turns).
  options: { port: { type: 'string', default: '4319' }, dist: { type: 'string' } },
});

const builtDir = resolve(values.dist ?? resolve(import.meta.dirname, '../apps/web/dist'));
if (!existsSync(join(builtDir, 'index.html'))) {
  console.error('apps/web/dist/index.html is missing: run `npm run build` first');
  process.exit(1);
}
// A copy, so a build started while the pages are measured cannot pull files from under them.
const staticDir = await mkdtemp(join(tmpdir(), 'rally-lighthouse-static-'));
await cp(builtDir, staticDir, { recursive: true, filter: (source) => !source.endsWith('.map') });

const database = await openTestDatabase();
const config = parseConfig({
  NODE_ENV: 'production',
  PUBLIC_URL: `http://127.0.0.1:${values.port}`,
  DATA_DIR: await mkdtemp(join(tmpdir(), 'rally-lighthouse-')),
  STATIC_DIR: staticDir,
  LOG_LEVEL: 'warn',
  DEV_MAILBOX: 'off',
});
const app = await buildApp({
  config,
  database: database.connection,
  secrets: { authSecret: LIGHTHOUSE_SECRET },
});
const seeded = await seedBenchmarkData(database.connection.db, LIGHTHOUSE_SECRET);
await seedGamesNearViewer(database.connection.db, seeded.viewerId);
// The seed's token is random; a fixed one lets a config written beforehand carry the cookie.
await database.connection.db
  .update(sessions)
  .set({ token: LIGHTHOUSE_SESSION_TOKEN })
  .where(eq(sessions.userId, seeded.viewerId));
const address = await app.listen({ host: '127.0.0.1', port: Number(values.port) });
console.log(`lighthouse server ready at ${address}`);

const stop = async () => {
  await app.close();
  await database.drop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
