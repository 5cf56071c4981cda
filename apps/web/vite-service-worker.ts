/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Plugin, transformWithOxc } from 'vite';

/** Files of the build kept for offline use: code, styles, fonts, images; not source maps or lazy map tiles. */
const PRECACHED = /\.(js|css|html|svg|png|woff2?|webmanifest)$/;
/**
 * Files needed offline besides the hashed bundle: index.html is written after the bundle (by the
 * prerender plugin), and public files are copied, not bundled.
 */
const PUBLIC_SHELL = [
  '/index.html',
  '/offline.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
];
const WORKER_SOURCE = resolve(import.meta.dirname, 'sw', 'service-worker.ts');

/**
 * The worker's cache version: a hash of every precached file's path and content as the build wrote it.
 * The offline page, the manifest and the icons keep their names when they change, so only their
 * content can give browsers a new worker, which replaces the cache that still holds the old files.
 */
export async function precacheVersion(outDir: string, precache: readonly string[]): Promise<string> {
  const paths = [...new Set(precache)].sort();
  const contents = await Promise.all(
    paths.map((path) =>
      readFile(join(outDir, path)).catch((error: unknown) => {
        throw new Error(`The service worker precaches ${path}, which the build did not write`, {
          cause: error,
        });
      }),
    ),
  );
  const hash = createHash('sha256');
  paths.forEach((path, index) => {
    const content = contents[index] ?? Buffer.alloc(0);
    // Each file's name and length first, so two builds' files cannot run together into the same bytes.
    hash.update(`${path}\n${content.length}\n`).update(content);
  });
  return hash.digest('hex').slice(0, 12);
}

/** Writes /sw.js into the build: the worker's source with its precache list and version filled in. */
export async function writeServiceWorker(outDir: string, precache: readonly string[]): Promise<string> {
  const version = await precacheVersion(outDir, precache);
  const { code } = await transformWithOxc(await readFile(WORKER_SOURCE, 'utf8'), WORKER_SOURCE, {
    lang: 'ts',
  });
  const filled = code
    // The compiler may requote the placeholder string, so either quote is matched.
    .replace(/(["'])__RALLY_PRECACHE__\1/, () => JSON.stringify(JSON.stringify([...precache].sort())))
    .replace('__RALLY_VERSION__', version);
  await writeFile(join(outDir, 'sw.js'), filled);
  return version;
}

/**
 * Builds sw/service-worker.ts into /sw.js at the root of the build, with the list of this build's
 * files to precache written into it. Only production builds get a worker: in development the
 * app never registers one, so a stale cache can never hide a code change.
 */
export function serviceWorker(): Plugin {
  let outDir = '';
  let precache: string[] = [];
  return {
    name: 'rally-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => PRECACHED.test(name))
        .map((name) => `/${name}`);
      precache = [...new Set([...files, ...PUBLIC_SHELL])].sort();
    },
    // Written once every precached file is final (index.html is rewritten by the prerender plugin's
    // closeBundle, which runs before this one: see the plugins' order in vite.config.ts).
    async closeBundle(error?: Error) {
      if (error || precache.length === 0) return;
      await writeServiceWorker(outDir, precache);
    },
  };
}
