#!/usr/bin/env node
// Builds the server ahead of time into one ES module, dist/main.js, so `npm start` runs plain `node`
// instead of compiling TypeScript at every start. Packages are bundled too: one file parsed at start
// costs far less than resolving and compiling some two thousand modules (better-auth alone: ~680 ms
// of CPU as separate modules, ~210 ms bundled).
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const serverRoot = resolve(import.meta.dirname, '..');
const repoRoot = resolve(serverRoot, '../..');
const outfile = resolve(serverRoot, 'dist/main.js');

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
 * In the bundle every file shares the bundle's `import.meta.dirname`. Our files use it to find things
 * beside them (the migrations folder, the repository root), so each use is rewritten to the
 * directory the source file came from, relative to the bundle: the build stays movable with the repository.
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
        `__rallyJoinPath(import.meta.dirname, ${JSON.stringify(fromBundle)})`,
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
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Keeps class and function names readable in stack traces and logs.
  keepNames: true,
  legalComments: 'none',
  banner: {
    js: [
      // Bundled CommonJS packages call require() for Node's modules and their optional dependencies.
      "import { createRequire as __rallyCreateRequire } from 'node:module';",
      'const require = __rallyCreateRequire(import.meta.url);',
      "import { join as __rallyJoinPath } from 'node:path';",
    ].join(' '),
  },
  plugins: [externalPackages, sourceDirname],
  logLevel: 'warning',
  absWorkingDir: repoRoot,
});
console.log(
  `server built: ${relative(process.cwd(), outfile)} in ${Math.round(performance.now() - started)} ms`,
);
