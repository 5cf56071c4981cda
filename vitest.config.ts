import { defineConfig } from 'vitest/config';

// One runner, three projects: pure rules (shared), HTTP integration on a real database (server),
// and browser-side units (web). The end-to-end journeys run under Playwright, not here.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
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
        },
      },
    ],
  },
});
