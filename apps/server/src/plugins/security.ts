import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers, and the cross-site write guard: a cookie-authenticated write must come from one
 * of our own origins. Browsers always send Origin on cross-site writes, and Sec-Fetch-Site besides;
 * a request with neither is not a browser's, so it carries no ambient cookie risk.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { trustedOrigins: string[]; inlineScriptHashes: string[]; imageOrigins?: string[] },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const trusted = new Set(options.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin) {
      if (!trusted.has(origin) && !isSameHost(origin, request.headers.host)) {
        throw forbidden('Cross-site request refused.', 'cross_site_request');
      }
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-site request refused.', 'cross_site_request');
    }
  });
}

function isSameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
