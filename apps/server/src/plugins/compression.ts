import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: compressing them costs more time than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON only) with brotli or gzip, whichever the client prefers, above
 * COMPRESSION_THRESHOLD_BYTES. Static files are compressed once at build time and served as they are,
 * so they are left alone here; request bodies are never decompressed (a small compressed body could
 * expand past the body limit's intent). Register before the routes: it attaches to each as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json(;|$)/,
    globalDecompression: false,
  });
}
