import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built single-page app, when present: its index.html and the hashes of its inline scripts (for the CSP). */
export function readSpa(staticDir: string) {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, 'utf8');
  const inlineScriptHashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
  return { staticDir, inlineScriptHashes };
}

/**
 * Serves the built app: real files as they are (hashed assets cached for a year), any other
 * path that is not an API call and does not look like a file gets index.html for the client router.
 * The build writes `.br` and `.gz` beside each text file, sent as they are to clients that accept them.
 */
export async function registerSpa(app: FastifyInstance, spa: { staticDir: string }) {
  await app.register(fastifyStatic, {
    root: spa.staticDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite's hashed output: a changed file gets a new name, so the old one may be cached forever.
      // Anything else (index.html, favicon) is revalidated on every use, so a new build shows at once.
      const immutable = relative(spa.staticDir, filePath).startsWith(`assets${sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || extname(path) !== '') {
      return reply.status(404).send({ code: 'not_found', message: 'Not found' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
