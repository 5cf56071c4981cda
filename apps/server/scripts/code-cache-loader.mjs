// Copied by scripts/build.mjs to dist/main.js: runs the server bundle (dist/server.cjs) with V8's code
// cache. Compiling the 7 MB bundle, and each of its functions the first time it runs, was a large part
// of a cold start; Node 20 keeps no compile cache of its own, so this one does: the first start writes
// what V8 compiled (a few seconds in, once the first requests have run) beside the bundle, and later
// starts hand it back to V8, which checks it against the source and its own flags and falls back to
// compiling when it does not match (a new build, another Node version).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';

/** How long after the start the cache is written: by then the start and the first requests have compiled. */
const WRITE_CACHE_AFTER_MS = 5_000;

const bundle = join(import.meta.dirname, 'server.cjs');
const cacheFile = `${bundle}.code-cache`;

let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // No cache yet: this start compiles, and writes one.
}
// The bundle has no import(): the build turns those into require() (see scripts/build.mjs).
const script = new vm.Script(Module.wrap(readFileSync(bundle, 'utf8')), { filename: bundle, cachedData });
const module = { exports: {} };
script
  .runInThisContext()
  .call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));

if (!cachedData || script.cachedDataRejected) {
  setTimeout(() => {
    try {
      // Written aside then renamed, so a process starting meanwhile never reads half a cache.
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, cacheFile);
    } catch (error) {
      // Only the next start's speed depends on it.
      console.warn(`server: the code cache was not written (${error.message})`);
    }
  }, WRITE_CACHE_AFTER_MS).unref();
}
