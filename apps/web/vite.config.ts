/// <reference types="node" />
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { prerender } from './vite-prerender.ts';
import { serviceWorker } from './vite-service-worker.ts';

// The API server; override when it runs elsewhere (another port, a container).
const apiTarget = process.env.RALLY_API_URL ?? 'http://localhost:3000';

// React Router's package exports name its development build for every import, so a bundler never picks
// its production build (remix-run/react-router#14102): a production build names that file itself.
const reactRouterProduction = resolve(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  // Their closeBundle hooks run one after another in this order: the prerendered pages are written, then
  // the service worker hashes the files it precaches (index.html among them), then every file is compressed.
  plugins: [react(), tailwindcss(), prerender(), serviceWorker(), precompress()],
  resolve: {
    // The browser's zod, set for the Content Security Policy (src/lib/zod-in-the-browser.ts).
    alias: [
      { find: /^zod$/, replacement: resolve(import.meta.dirname, 'src/lib/zod-in-the-browser.ts') },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/media': { target: apiTarget },
      '/dev': { target: apiTarget },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Chunks are only ever loaded by the app itself, never imported by name from outside.
      preserveEntrySignatures: false,
      output: {
        // Every response costs about a kilobyte of headers and a request: small shared chunks (an
        // icon, a hook) are copied into the chunks that use them instead of being fetched on their own.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 6000 },
          groups: [
            {
              // The shared package's plain values (bounds, choices, texts) in a chunk of their own:
              // bundled by who imports them, they joined the schemas' chunk, and every page showing a
              // game then downloaded the validation library it never runs.
              name: 'shared-values',
              test: /packages[\\/]shared[\\/]src[\\/](games[\\/]games\.(limits|messages)|leagues[\\/]league-invitations|locations[\\/]locations\.messages)\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
