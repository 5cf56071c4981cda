/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type Plugin, transformWithOxc } from 'vite';

/** Files of the build kept for offline use: code, styles, fonts, images; not source maps or lazy map tiles. */
const PRECACHED = /\.(js|css|html|svg|png|woff2?|webmanifest)$/;
/**
 * Files needed offline besides the hashed bundle: index.html is written after this plugin runs,
 * and public files are copied, not bundled.
 */
const PUBLIC_SHELL = [
  '/index.html',
  '/offline.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
];

/**
 * Builds sw/service-worker.ts into /sw.js at the root of the build, with the list of this build's
 * files to precache written into it. Only production builds get a worker: in development the
 * app never registers one, so a stale cache can never hide a code change.
 */
export function serviceWorker(): Plugin {
  const source = resolve(import.meta.dirname, 'sw', 'service-worker.ts');
  return {
    name: 'rally-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => PRECACHED.test(name) && name !== 'sw.js')
        .map((name) => `/${name}`);
      const precache = [...new Set([...files, ...PUBLIC_SHELL])].sort();
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const { code } = await transformWithOxc(await readFile(source, 'utf8'), source, { lang: 'ts' });
      const filled = code
        // The compiler may requote the placeholder string, so either quote is matched.
        .replace(/(["'])__RALLY_PRECACHE__\1/, () => JSON.stringify(JSON.stringify(precache)))
        .replace('__RALLY_VERSION__', version);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: filled });
    },
  };
}
