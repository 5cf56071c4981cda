/**
 * What rendering a player's dashboard costs the server (decision 18): the web build's server module
 * renders `/dashboard` with a session, as `plugins/spa.ts` calls it for each signed-in request.
 *
 *   npm run build -w @rally/web && npx tsx bench/player-page-render.ts [--renders 300]
 *
 * Builds nothing. Prints the time to load the module (once per process) and the median and 95th
 * percentile of one render after a warm-up, with the page's size.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Session } from '@rally/shared/auth/auth.schemas';

const { values } = parseArgs({ options: { renders: { type: 'string', default: '300' } } });
const renders = Number(values.renders);

const serverDir = resolve(import.meta.dirname, '../apps/web/dist/server');
const modulePath = resolve(serverDir, 'render-page.cjs');
const template = readFileSync(resolve(serverDir, 'player-page.html'), 'utf8');
const session: Session = {
  user: {
    id: 'bench-player',
    email: 'ana@example.com',
    username: 'ana',
    name: 'Ana Lima',
    emailVerified: true,
    isAdmin: false,
    profileComplete: true,
  },
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
};

let started = performance.now();
const { renderPlayerPage } = createRequire(modulePath)(modulePath) as {
  renderPlayerPage: (template: string, url: string, session: Session) => Promise<string>;
};
const loadMs = performance.now() - started;

started = performance.now();
const page = await renderPlayerPage(template, '/dashboard', session);
const firstMs = performance.now() - started;
for (let i = 0; i < 30; i++) await renderPlayerPage(template, '/dashboard', session);

const timings: number[] = [];
for (let i = 0; i < renders; i++) {
  started = performance.now();
  await renderPlayerPage(template, '/dashboard', session);
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const at = (fraction: number) =>
  timings[Math.min(timings.length - 1, Math.floor(timings.length * fraction))] ?? 0;
console.log(
  `module load ${loadMs.toFixed(0)} ms; first render ${firstMs.toFixed(0)} ms (the routes' modules load)`,
);
console.log(
  `${renders} renders: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms; page ${(page.length / 1024).toFixed(1)} KB`,
);
