// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precacheVersion, writeServiceWorker } from '../../vite-service-worker.ts';

// The build step that writes /sw.js (vite-service-worker.ts), run on a small build folder.
const PRECACHE = [
  '/assets/index-abc123.js',
  '/index.html',
  '/offline.html',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
];

let outDir = '';
const write = (path: string, content: string | Uint8Array) => {
  mkdirSync(dirname(join(outDir, path)), { recursive: true });
  writeFileSync(join(outDir, path), content);
};
const workerCacheName = () => /rally-shell-[0-9a-f]+/.exec(readFileSync(join(outDir, 'sw.js'), 'utf8'))?.[0];

describe('the service worker cache version', () => {
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'rally-sw-version-'));
    write('/assets/index-abc123.js', 'console.log("app")');
    write('/index.html', '<!doctype html><div id="root"></div>');
    write('/offline.html', "<h1>You're offline</h1>");
    write('/manifest.webmanifest', '{"name":"Rally"}');
    write('/icons/icon-192.png', new Uint8Array([137, 80, 78, 71, 1, 2, 3]));
  });

  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('ships a new worker when the offline page changes under the same name', async () => {
    const before = await writeServiceWorker(outDir, PRECACHE);
    const beforeName = workerCacheName();
    write('/offline.html', "<h1>You're offline</h1><p>Try again in a moment.</p>");
    const after = await writeServiceWorker(outDir, PRECACHE);
    expect(after).not.toBe(before);
    expect(workerCacheName()).toBe(`rally-shell-${after}`);
    expect(workerCacheName()).not.toBe(beforeName);
  });

  it.each(['/manifest.webmanifest', '/icons/icon-192.png', '/index.html'])(
    'changes when %s changes and its name does not',
    async (path) => {
      const before = await precacheVersion(outDir, PRECACHE);
      write(path, new Uint8Array([...readFileSync(join(outDir, path)), 10]));
      expect(await precacheVersion(outDir, PRECACHE)).not.toBe(before);
    },
  );

  it('stays the same for the same files, whatever order they are listed in', async () => {
    const version = await precacheVersion(outDir, PRECACHE);
    expect(await precacheVersion(outDir, [...PRECACHE].reverse())).toBe(version);
  });

  it('fails the build, naming the file, when a precached file was not written', async () => {
    rmSync(join(outDir, 'offline.html'));
    await expect(precacheVersion(outDir, PRECACHE)).rejects.toThrow(
      'The service worker precaches /offline.html, which the build did not write',
    );
  });
});
