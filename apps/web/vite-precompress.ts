/// <reference types="node" />
import type { Dirent } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, the headers of a compressed response cost about what compression saves. */
const MIN_BYTES = 1024;
/** Text formats the build emits. Source maps are left out: only developer tools fetch them. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);

/**
 * Writes `name.br` and `name.gz` beside every text file of the build above 1 KB, at the highest
 * levels (paid once at build time, not per request), so the server sends them as they are.
 * A variant that would not be smaller is not written.
 */
export async function precompressDirectory(directory: string): Promise<{ files: number }> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  // The server build (vite-prerender.ts) is the server's own, never sent to a browser.
  const served = (entry: Dirent) => relative(directory, entry.parentPath).split(sep)[0] !== 'server';
  const files = entries
    .filter((entry) => entry.isFile() && served(entry) && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      written += 1;
    }),
  );
  return { files: written };
}

/** Precompresses the build output once Vite has written it. */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'rally:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const started = performance.now();
      const { files } = await precompressDirectory(outDir);
      logger?.info(`precompressed ${files} files (br, gz) in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
