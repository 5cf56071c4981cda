import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own download; undefined when none exists. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('@playwright/test');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}
