import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { Session } from '@rally/shared/auth/auth.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieValue } from './session.ts';
import { type HtmlHead, withHead } from './spa-head.ts';
import { playerPageOf, type RenderPlayerPage, readPlayerPageRenderer } from './spa-player-pages.ts';
import { readRoutePreloads, withPreloads } from './spa-preloads.ts';

/** The CSP source of each inline script in a page. */
function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
}

const readIfPresent = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/**
 * The built single-page app, when present: its index.html, the pages the build prerendered for
 * visitors (landing.html with no script; sign-in.html and sign-up.html, which the app takes over),
 * when it wrote them, the renderer of players' pages, and the hashes of the pages' inline scripts
 * (for the CSP).
 */
export function readSpa(staticDir: string) {
  const html = readIfPresent(join(staticDir, 'index.html'));
  if (html === undefined) return undefined;
  const landingHtml = readIfPresent(join(staticDir, 'landing.html'));
  const signInHtml = readIfPresent(join(staticDir, 'sign-in.html'));
  const signUpHtml = readIfPresent(join(staticDir, 'sign-up.html'));
  const playerPages = readPlayerPageRenderer(staticDir);
  const inlineScriptHashes = [
    ...new Set(
      [html, landingHtml, signInHtml, signUpHtml, ...(playerPages?.templates ?? [])].flatMap((page) =>
        inlineScriptHashesOf(page ?? ''),
      ),
    ),
  ];
  const renderPlayerPage = playerPages?.render;
  return { staticDir, inlineScriptHashes, html, landingHtml, signInHtml, signUpHtml, renderPlayerPage };
}

type Encoded = { body: Buffer; encoding?: 'br' | 'gzip' };

/** The page in the best encoding the client accepts (HTML is small: compressing it costs well under a millisecond). */
function encodeFor(request: FastifyRequest, html: string): Encoded {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const body = Buffer.from(html);
  if (/\bbr\b/.test(accepted)) {
    return {
      body: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

/**
 * `vary` names what else the page depends on besides the encoding (the cookie, for `/`). A page
 * drawn for one player is `personal`: no shared cache may keep it.
 */
function sendHtml(
  reply: FastifyReply,
  encoded: Encoded,
  { vary = [], personal = false }: { vary?: readonly string[]; personal?: boolean } = {},
) {
  reply
    .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
    .header('vary', ['accept-encoding', ...vary].join(', '))
    .type('text/html; charset=utf-8');
  if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
  return reply.send(encoded.body);
}

/**
 * Serves the built app: real files as they are (hashed assets cached for a year), any other
 * path that is not an API call and does not look like a file gets index.html for the client router.
 * The build writes `.br` and `.gz` beside each text file, sent as they are to clients that accept them.
 */
export async function registerSpa(
  app: FastifyInstance,
  spa: {
    staticDir: string;
    html: string;
    landingHtml?: string;
    signInHtml?: string;
    signUpHtml?: string;
    renderPlayerPage?: RenderPlayerPage;
    publicUrl: string;
    /** A shared game's or league's preview card for a page's path, or undefined for Rally's own. */
    previewFor?: (path: string) => Promise<{ title: string; description: string } | undefined>;
    /** The session a request's cookie names, as the session endpoint answers it. */
    sessionFor?: (request: FastifyRequest) => Promise<Session | null>;
  },
) {
  // The social image needs an absolute address, known only here; the rest of the head is the build's.
  const page = (head: HtmlHead = {}) => withHead(spa.html, { ...head, publicUrl: spa.publicUrl });
  const generic = page();
  const preloads = readRoutePreloads(spa.staticDir);
  // A visitor's page is ready-made HTML, for its exact address: another query (`/auth?mode=forgot-password`)
  // asks for a view the app draws. The account pages name their own scripts, loaded once painted.
  const visitorPages = new Map<string, string>();
  const addVisitorPage = (address: string, html: string | undefined) => {
    if (html) visitorPages.set(address, withHead(html, { publicUrl: spa.publicUrl }));
  };
  addVisitorPage('/', spa.landingHtml);
  addVisitorPage('/auth', spa.signInHtml);
  // The landing page's Sign In names the view.
  addVisitorPage('/auth?mode=signin', spa.signInHtml);
  addVisitorPage('/auth?mode=signup', spa.signUpHtml);

  /**
   * A player's page drawn with their session, or undefined to send the app's frame instead: no
   * session (a stale cookie), or the render failed, which must not cost the player the page.
   */
  const playerPage = async (request: FastifyRequest, path: string) => {
    const { renderPlayerPage, sessionFor } = spa;
    if (!renderPlayerPage || !sessionFor || playerPageOf(path) === undefined) return undefined;
    // What the first screen shows (a game), answered as the API answers the player's own request.
    const load = async (apiUrl: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: apiUrl,
        headers: {
          cookie: request.headers.cookie ?? '',
          'accept-language': request.headers['accept-language'] ?? '',
        },
      });
      if (answer.statusCode !== 200) throw new Error(`${apiUrl} answered ${answer.statusCode}`);
      return answer.json();
    };
    try {
      const session = await sessionFor(request);
      return session ? await renderPlayerPage(request.url, session, load) : undefined;
    } catch (error) {
      request.log.error({ err: error, path }, 'spa: could not render the player page; sending the app frame');
      return undefined;
    }
  };

  await app.register(fastifyStatic, {
    root: spa.staticDir,
    // The build's server module and page template are the server's own, never sent.
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
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

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || extname(path) !== '') {
      return reply.status(404).send({ code: 'not_found', message: 'Not found' });
    }
    // A visitor gets the landing page (no script) or an account form already drawn. A player gets
    // their first screen drawn, with their name in it (the dashboard), or the game, or Find. Anyone else who may be signed
    // in gets the app, which sends players on and shows a stale cookie the visitor's page. The landing
    // page is the same whatever its query (a campaign's tag, say).
    const visitorPage = visitorPages.get(path === '/' ? path : request.url);
    const signedIn = sessionCookieValue(request.headers.cookie) !== undefined;
    if (visitorPage !== undefined && !signedIn) {
      return sendHtml(reply, encodeFor(request, visitorPage), { vary: ['cookie'] });
    }
    const drawn = signedIn ? await playerPage(request, path) : undefined;
    if (drawn !== undefined) {
      return sendHtml(reply, encodeFor(request, drawn), { vary: ['cookie'], personal: true });
    }
    // A shared game or league link gets its own title and description; anything else Rally's own.
    const preview = spa.previewFor ? await spa.previewFor(path) : undefined;
    const html = withPreloads(preview ? page(preview) : generic, preloads.match(path));
    const byCookie = visitorPage !== undefined || playerPageOf(path) !== undefined ? ['cookie'] : [];
    return sendHtml(reply, encodeFor(request, html), { vary: byCookie });
  });
}
