#!/usr/bin/env node
// Finds a Chromium for the browser tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
// Playwright's own download. Where none is found it installs Debian's package when it can
// (root on Debian), and otherwise stops with a message that says how to get one.
// Prints the path it settled on; the Playwright config repeats the same search.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../e2e/find-chromium.mjs';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
if (isRoot && isDebian) {
  console.log("No Chromium found: installing Debian's chromium package...");
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    // Reported below.
  }
  const installed = findChromium();
  if (installed) {
    console.log(`Chromium: ${installed}`);
    process.exit(0);
  }
}

console.error(`No Chromium was found for the browser tests. Any one of these will do:
  - on Debian or Ubuntu: sudo apt-get install -y chromium
  - with Playwright's download: npx playwright install chromium
  - or point CHROMIUM_PATH at a Chromium or Chrome binary`);
process.exit(1);
