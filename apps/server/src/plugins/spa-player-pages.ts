import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Session } from '@rally/shared/auth/auth.schemas';
import { z } from 'zod';

/**
 * The pages the server renders for a signed-in player, with their session, instead of the loading frame
 * (address patterns as the web app's router writes them). The build names each one's template in
 * `server/player-pages.json`; a build without it renders the dashboard alone, into `server/player-page.html`.
 */
export const PLAYER_PAGES: readonly string[] = ['/dashboard', '/find', '/game/:id', '/my-games/:id'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/game/:id` as a regular expression for a whole path, a trailing slash allowed as the router allows it. */
function patternRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^/${segments.join('/')}/?$`);
}

const PLAYER_PAGE_PATTERNS = PLAYER_PAGES.map((pattern) => ({ pattern, test: patternRegExp(pattern) }));

/** The player page pattern a path matches (`/game/:id` for `/game/42`), if any. */
export function playerPageOf(path: string): string | undefined {
  return PLAYER_PAGE_PATTERNS.find(({ test }) => test.test(path))?.pattern;
}

/**
 * Answers a GET of the API as the player's own browser would get it (their cookie), or throws: the
 * renderer asks it for what a page's first screen shows (a game's page: the game).
 */
export type LoadForPlayer = (apiUrl: string) => Promise<unknown>;

/**
 * A player's page (by its address, query and all) as HTML, drawn by the web app's own components with
 * their session; undefined for a page the build wrote no template for (a build older than the page).
 */
export type RenderPlayerPage = (
  url: string,
  session: Session,
  load: LoadForPlayer,
) => Promise<string | undefined>;

/** What the web build's server module exports (apps/web/src/app/prerender/render-page.tsx). */
type PlayerPageModule = {
  renderPlayerPage: (template: string, url: string, session: Session, load: LoadForPlayer) => Promise<string>;
};

/** server/player-pages.json as the web build writes it: each page's pattern and its template's file in server/. */
const playerPagesSchema = z.record(z.string().startsWith('/'), z.string().regex(/^[\w.-]+\.html$/));

/**
 * The web build's renderer of players' pages, when the build wrote one (`server/` in the build: the
 * module, and the page templates it fills, one per page with that page's scripts, whose inline scripts
 * the CSP must allow). The module is loaded by the first render, not at start: a start that serves no
 * player page stays as fast as before.
 */
export function readPlayerPageRenderer(
  staticDir: string,
): { templates: string[]; render: RenderPlayerPage } | undefined {
  const serverDir = join(staticDir, 'server');
  const modulePath = join(serverDir, 'render-page.cjs');
  const indexPath = join(serverDir, 'player-pages.json');
  const templateFiles: Record<string, string> = existsSync(indexPath)
    ? playerPagesSchema.parse(JSON.parse(readFileSync(indexPath, 'utf8')))
    : { '/dashboard': 'player-page.html' };
  const templates = new Map<string, string>();
  for (const [pattern, file] of Object.entries(templateFiles)) {
    if (existsSync(join(serverDir, file)))
      templates.set(pattern, readFileSync(join(serverDir, file), 'utf8'));
  }
  if (!existsSync(modulePath) || templates.size === 0) return undefined;
  // CommonJS (apps/web/vite-prerender.ts): required in the server's bundle and from source alike.
  let loaded: PlayerPageModule | undefined;
  const render: RenderPlayerPage = async (url, session, load) => {
    const template = templates.get(playerPageOf(url.split('?')[0] ?? url) ?? '');
    if (template === undefined) return undefined;
    loaded ??= createRequire(modulePath)(modulePath) as PlayerPageModule;
    return loaded.renderPlayerPage(template, url, session, load);
  };
  return { templates: [...templates.values()], render };
}
