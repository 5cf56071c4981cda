import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../lib/app-error.ts';
import { isOwnOrigin } from '../lib/origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers, and the cross-site write guard: a cookie-authenticated write must come from one
 * of our own origins. Browsers always send Origin on cross-site writes, and Sec-Fetch-Site besides;
 * a request with neither is not a browser's, so it carries no ambient cookie risk.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    trustedOrigins: string[];
    inlineScriptHashes: string[];
    imageOrigins?: string[];
  },
) {
  const publicUrl = new URL(options.publicUrl);
  // The realtime socket's own origin, spelled out: older browsers do not count ws: as 'self'.
  const socketOrigin = `${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        connectSrc: ["'self'", socketOrigin],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Over plain http the header means nothing, and a local server must not pin https on localhost.
    strictTransportSecurity: publicUrl.protocol === 'https:' ? { maxAge: 31_536_000 } : false,
  });

  // Every answer carries the same headers, set before anything else can answer (an error, a 404).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const trusted = new Set(options.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    // Every write, whatever its path: a check on the raw URL's prefix misses what the router decodes
    // (`/%61pi/...`, `//api/...`), and no write anywhere may ride on a cookie from another site.
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      if (!isOwnOrigin(origin, { trusted, host: request.headers.host })) {
        throw forbidden('Cross-site request refused.', 'cross_site_request');
      }
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-site request refused.', 'cross_site_request');
    }
  });
}

/**
 * The headers helmet sets for these options, worked out once. The options are the same for every
 * request (no per-request nonce), and building helmet's middleware per request, as its Fastify plugin
 * does, was a measurable share of every answer's CPU time.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
