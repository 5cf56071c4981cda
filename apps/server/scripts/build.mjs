#!/usr/bin/env node
// Builds the server ahead of time into one ES module, dist/main.js, so `npm start` runs plain `node`
// instead of compiling TypeScript at every start.
//
// Only our own code is bundled (the server and @rally/shared, which ships as TypeScript source).
// Every package from node_modules stays an import resolved at run time: native and WebAssembly
// packages (sharp, @node-rs/argon2, @electric-sql/pglite, pg-native) load their binaries from their
// own folders, and pino's transports start worker threads from files on disk.
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const serverRoot = resolve(import.meta.dirname, '..');
const repoRoot = resolve(serverRoot, '../..');
const outfile = resolve(serverRoot, 'dist/main.js');

/** Bare imports (packages) stay external, except our own workspace packages, which are TypeScript source. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@rally/') || args.path.startsWith('#')) return undefined;
      return { path: args.path, external: true };
    });
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
  banner: { js: "import { join as __rallyJoinPath } from 'node:path';" },
  plugins: [externalPackages, sourceDirname],
  logLevel: 'warning',
  absWorkingDir: repoRoot,
});
console.log(
  `server built: ${relative(process.cwd(), outfile)} in ${Math.round(performance.now() - started)} ms`,
);
