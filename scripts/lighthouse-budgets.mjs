#!/usr/bin/env node
// The page budgets in CI (lighthouserc.cjs): serves the built app with a seeded signed-in viewer
// (bench/lighthouse-server.ts), runs Lighthouse CI once per page in Debian's Chromium (the visitors'
// pages, then the dashboard, Find and a game's page with the viewer's cookie), asserts the budgets, and stops the server.
// Builds nothing: `npm run build` first (npm test builds for the browser tests before this runs).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { findChromium } from '../e2e/find-chromium.mjs';

const root = join(import.meta.dirname, '..');
const port = process.env.LHCI_PORT ?? '4320';
const baseUrl = `http://127.0.0.1:${port}`;
const chromium = findChromium();
if (!chromium) {
  console.error('No Chromium found: run `node scripts/ensure-chromium.mjs` first');
  process.exit(1);
}

rmSync(join(root, '.lighthouseci'), { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'bench/lighthouse-server.ts', '--port', port], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
  createInterface({ input: server.stdout }).on('line', (line) => {
    if (line.startsWith('lighthouse server ready')) resolve(undefined);
    else console.log(`[server] ${line}`);
  });
});

/** Runs one lhci command; answers its exit status. */
function lhci(args, env = {}) {
  const result = spawnSync('npx', ['lhci', ...args, '--config=lighthouserc.cjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromium, LHCI_BASE_URL: baseUrl, ...env },
  });
  return result.status ?? 1;
}

let status = 1;
try {
  status = lhci(['collect']) || lhci(['collect', '--additive'], { LHCI_SIGNED_IN: '1' }) || lhci(['assert']);
} finally {
  server.kill('SIGTERM');
}
process.exit(status);
