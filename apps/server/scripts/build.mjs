#!/usr/bin/env node
// Builds the server ahead of time into one CommonJS bundle, dist/server.cjs, so `npm start` runs plain
// `node` instead of compiling TypeScript at every start. Packages are bundled too: one file parsed at
// start costs far less than resolving and compiling some two thousand modules (better-auth alone: ~680 ms
// of CPU as separate modules, ~210 ms bundled). dist/main.js, the file to run, is a copy of
// scripts/code-cache-loader.mjs: it runs the bundle with V8's code cache, which is why the bundle is
// CommonJS (a script V8 can cache; Node 20 caches no ES module).
import { copyFile, readFile, rm } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const serverRoot = resolve(import.meta.dirname, '..');
const repoRoot = resolve(serverRoot, '../..');
const outfile = resolve(serverRoot, 'dist/server.cjs');
const loaderFile = resolve(serverRoot, 'dist/main.js');

/**
 * Packages left as imports resolved from node_modules at run time, because they need their own
 * folder: native binaries (sharp, @node-rs/argon2, pg-native), PGlite's WebAssembly and data files,
 * pino's transports (worker threads started from files), Swagger's UI files and package.json read
 * through `__dirname`. The S3 client is loaded only when S3 storage is configured: bundled, it would
 * be parsed at every start.
 */
const EXTERNAL_PACKAGES = [
  'sharp',
  '@node-rs/argon2',
  'pg-native',
  '@electric-sql/pglite',
  'pino',
  'pino-pretty',
  'thread-stream',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@aws-sdk/client-s3',
  // Reads its time-zone files from beside itself.
  '@touch4it/ical-timezones',
];
const isExternal = (path) =>
  EXTERNAL_PACKAGES.some((name) => path === name || path.startsWith(`${name}/`)) ||
  // ws's optional native speed-ups, absent unless installed: ws falls back to JavaScript.
  path === 'bufferutil' ||
  path === 'utf-8-validate';

const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      isExternal(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * In the bundle every file shares the bundle's directory. Our files use `import.meta.dirname` to find
 * things beside them (the migrations folder, the repository root), so each use is rewritten to the
 * directory the source file came from, relative to the bundle's `__dirname`: the build stays movable
 * with the repository.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return { contents: source, loader: 'ts' };
      const fromBundle = relative(dirname(outfile), dirname(args.path));
      const rewritten = source.replaceAll(
        'import.meta.dirname',
        `__rallyJoinPath(__dirname, ${JSON.stringify(fromBundle)})`,
      );
      return { contents: rewritten, loader: 'ts' };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: [resolve(serverRoot, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // import() of a package kept outside the bundle (sharp, the S3 client) becomes require() in a promise:
  // a script run from a code cache has no module loader of its own for import().
  supported: { 'dynamic-import': false },
  target: 'node20.19',
  sourcemap: 'linked',
  // Keeps class and function names readable in stack traces and logs.
  keepNames: true,
  legalComments: 'none',
  // ES modules bundled into a CommonJS file (ours and some packages') read their own URL.
  define: { 'import.meta.url': '__rallyBundleUrl' },
  banner: {
    js: [
      "const __rallyBundleUrl = require('node:url').pathToFileURL(__filename).href;",
      "const { join: __rallyJoinPath } = require('node:path');",
    ].join(' '),
  },
  plugins: [externalPackages, sourceDirname],
  logLevel: 'warning',
  absWorkingDir: repoRoot,
});
await copyFile(resolve(serverRoot, 'scripts/code-cache-loader.mjs'), loaderFile);
// V8 would refuse the last build's cache anyway (it checks the source); removing it skips reading it.
await rm(`${outfile}.code-cache`, { force: true });
console.log(
  `server built: ${relative(process.cwd(), outfile)} in ${Math.round(performance.now() - started)} ms`,
);
