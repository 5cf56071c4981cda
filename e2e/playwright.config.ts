import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

// A free port chosen once by the runner; its workers inherit it through the environment, and two
// runs on one machine do not collide.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

// Flags that keep Chromium quiet on a machine with a closed network (and runnable as root).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    // Dates and times follow the browser's locale; the journeys read the spec's American English texts.
    locale: 'en-US',
  },
  webServer: {
    // The built app, as `npm start` runs it (rebuilt first only if its sources changed), on a fresh
    // embedded database; mail goes to the development mailbox the tests read.
    command: 'node ../scripts/build-if-changed.mjs && node ../apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rally-e2e-')),
      DEV_MAILBOX: 'true',
      // Journeys may move the server's clock a few minutes ahead (POST /api/dev/clock) to make a game past.
      CLOCK_CONTROL: 'on',
      // Each test browser names its own address, so per-address limits do not bleed across tests.
      TRUST_PROXY: 'true',
      // The monitoring, suspension and moderation journeys have an administrator each, so no two race to
      // create one account.
      ADMIN_EMAILS: [
        'admin@e2e.rally.test',
        'monitoring.admin@e2e.rally.test',
        'moderation.admin@e2e.rally.test',
        'moderator@e2e.rally.test',
      ].join(','),
      LOG_LEVEL: 'warn',
    },
  },
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 4173));
    });
  });
}
