import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Session } from '@rally/shared/auth/auth.schemas';

/** The pages the server renders for a signed-in player, with their session, instead of the loading frame. */
export const PLAYER_PAGES: ReadonlySet<string> = new Set(['/dashboard']);

/** A player's page (by its address, query and all) as HTML, drawn by the web app's own components with their session. */
export type RenderPlayerPage = (url: string, session: Session) => Promise<string>;

/** What the web build's server module exports (apps/web/src/app/prerender/render-page.tsx). */
type PlayerPageModule = {
  renderPlayerPage: (template: string, url: string, session: Session) => Promise<string>;
};

/**
 * The web build's renderer of players' pages, when the build wrote one (`server/` in the build: the
 * module, and the page template it fills, whose inline script the CSP must allow). The module is
 * loaded by the first render, not at start: a start that serves no player page stays as fast as before.
 */
export function readPlayerPageRenderer(
  staticDir: string,
): { template: string; render: RenderPlayerPage } | undefined {
  const modulePath = join(staticDir, 'server', 'render-page.cjs');
  const templatePath = join(staticDir, 'server', 'player-page.html');
  if (!existsSync(modulePath) || !existsSync(templatePath)) return undefined;
  const template = readFileSync(templatePath, 'utf8');
  // CommonJS (apps/web/vite-prerender.ts): required in the server's bundle and from source alike.
  let loaded: PlayerPageModule | undefined;
  const render: RenderPlayerPage = async (url, session) => {
    loaded ??= createRequire(modulePath)(modulePath) as PlayerPageModule;
    return loaded.renderPlayerPage(template, url, session);
  };
  return { template, render };
}
