import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three projects: pure rules (shared), HTTP integration on a real database (server),
// and browser-side units (web). The end-to-end journeys run under Playwright, not here.
export default defineConfig({
  test: {
    projects: [
      {
        // Pure functions: the files of a worker may share one module graph, which spares loading it per file.
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        // The lint's own checks (scripts/check-boundaries.mjs), run on small planted checkouts.
        test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          // The files of a worker share one module graph, so the worker keeps one database open
          // across them and empties it for each test (src/test/test-database.ts) instead of loading one.
          isolate: false,
          // Its tests wait on sockets, mail and timers as much as they compute: the default (one worker
          // fewer than the cores) ran them one file at a time on a two-core machine, with a core idle.
          maxWorkers: Math.max(2, availableParallelism()),
          // Projects with their own worker count run as a group of their own: after the quick unit projects.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // One jsdom and one module graph per worker instead of per file: the suite took 66 s, mostly
          // building environments and importing React again for every file. Components are unmounted
          // after each test, so files share nothing they rely on.
          isolate: false,
        },
      },
    ],
  },
});
