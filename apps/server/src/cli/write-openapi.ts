import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/**
 * Writes the OpenAPI document the server serves at /api/docs/json to the file named by the first
 * argument, built from the same routes on a throwaway in-memory database, so tools can lint it or
 * generate clients from it without a running server.
 */
async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('usage: write-openapi.ts <output.json>');
  const dataDir = await mkdtemp(join(tmpdir(), 'rally-openapi-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-static'),
    DEV_MAILBOX: 'off',
  });
  const database = await openDatabase({ dataDir: undefined });
  // No job queue: nothing runs here, and a job still finishing could outlive the database.
  const app = await buildApp({
    config,
    database,
    secrets: { authSecret: 'x'.repeat(32) },
    logger: false,
    startJobs: false,
  });
  try {
    await app.ready();
    await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
