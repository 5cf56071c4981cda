/// <reference types="node" />
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { landingHtml } from './src/features/landing/prerender/landing-html.ts';

const ENTRY = 'src/features/landing/prerender/render-landing-page.tsx';

/**
 * Writes landing.html beside index.html: the landing page rendered to HTML at build time, with the
 * build's styles and without its scripts. The server sends it for `/` to visitors with no session
 * cookie; everyone else gets index.html and the app as before.
 *
 * The page is rendered from a server build of the same components, so its pictures point at the
 * same hashed files as the client build's (both hash the same content the same way).
 */
export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'rally-prerender-landing',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      // Under node_modules so the server build's bare imports (react, react-router) resolve.
      const serverOut = resolve(root, 'node_modules/.cache/rally-landing');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: { ssr: ENTRY, outDir: serverOut, emptyOutDir: true, sourcemap: false },
      });
      const module = (await import(
        `${pathToFileURL(join(serverOut, 'render-landing-page.js')).href}?${Date.now()}`
      )) as { renderLandingPage: () => string };
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const html = landingHtml(template, module.renderLandingPage());
      for (const asset of html.matchAll(/\/assets\/[^"')\s]+/g)) {
        if (!existsSync(join(outDir, asset[0]))) {
          throw new Error(`landing.html names ${asset[0]}, which the client build did not write`);
        }
      }
      await writeFile(join(outDir, 'landing.html'), html);
      await rm(serverOut, { recursive: true, force: true });
    },
  };
}
