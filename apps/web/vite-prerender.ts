/// <reference types="node" />
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { appShellHtml } from './src/app/prerender/app-shell-html.ts';
import { visitorPageHtml, withScriptsAfterFirstPaint } from './src/app/prerender/prerendered-page.ts';
import type { RoutePreloadEntry } from './src/app/route-preload-table.ts';
import { landingHtml } from './src/features/landing/prerender/landing-html.ts';

/** What the server build renders or reads, by the name of its output file. */
const SERVER_ENTRIES = {
  'render-landing-page': 'src/features/landing/prerender/render-landing-page.tsx',
  'render-loading-frame': 'src/app/prerender/render-loading-frame.tsx',
  'render-page': 'src/app/prerender/render-page.tsx',
  'route-preload-table': 'src/app/route-preload-table.ts',
};

type BuiltChunk = { fileName: string; imports: string[] };

/** The sign-up view's address, as the landing page links to it (config/paths.ts). */
const SIGN_UP_ADDRESS = '/auth?mode=signup';
/**
 * The pages the server renders for a signed-in player (apps/server/src/plugins/spa-player-pages.ts), and
 * the file of each one's template in server/: index.html with that page's own scripts loaded after the
 * first paint. The dashboard's keeps the name a build before the others had.
 */
const PLAYER_PAGES: Record<string, string> = {
  '/dashboard': 'player-page.html',
  '/find': 'player-page-find.html',
  '/game/:id': 'player-page-game.html',
  '/my-games/:id': 'player-page-my-game.html',
};

/**
 * Puts the app's loading frame, rendered to HTML, inside index.html's #root (so a cold load paints the
 * frame before its scripts arrive), and writes these files beside it, from a server build of the app's
 * own modules:
 * - landing.html, the landing page rendered to HTML, with the build's styles and without its
 *   scripts; the server sends it for `/` to visitors with no session cookie.
 * - sign-in.html and sign-up.html, the sign-in form (`/auth`) and the sign-up form (`/auth?mode=signup`)
 *   rendered to HTML by the app's own tree, for visitors too; the app's scripts, the page's own among
 *   them, load after its first paint and take it over.
 * - route-preloads.json, each page's address pattern with the script files its routes load on
 *   demand; the server names them in the page's HTML, so they download with the entry.
 * - server/, the server build itself, kept for the server: it renders a signed-in player's
 *   dashboard, Find and game pages per request with `renderPlayerPage` (render-page.cjs), each into
 *   its template (server/player-pages.json names them), index.html with that page's scripts loaded
 *   after the first paint.
 *
 * The server build hashes pictures as the client build does, so the landing page points at the
 * client build's files (checked before it is written).
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  /** The client build's chunks by the source modules they hold (`/src/app/routes/dashboard.tsx`), and by file. */
  const chunksByModule = new Map<string, BuiltChunk>();
  const chunksByFile = new Map<string, BuiltChunk>();
  const loadedByEntry = new Set<string>();

  /** A chunk and every chunk it imports, less what index.html already loads. */
  const filesOf = (chunk: BuiltChunk, into: Set<string>) => {
    if (into.has(chunk.fileName) || loadedByEntry.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = chunksByFile.get(imported);
      if (next) filesOf(next, into);
    }
  };

  return {
    name: 'rally-prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const chunk = { fileName: output.fileName, imports: output.imports };
        chunksByFile.set(output.fileName, chunk);
        // A module shared by two pages sits in a common chunk with no facade: found by what it holds.
        for (const moduleId of output.moduleIds) {
          chunksByModule.set(`/${relative(root, moduleId).split(sep).join('/')}`, chunk);
        }
      }
      const loadEntry = (fileName: string) => {
        if (loadedByEntry.has(fileName)) return;
        loadedByEntry.add(fileName);
        for (const imported of chunksByFile.get(fileName)?.imports ?? []) loadEntry(imported);
      };
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) loadEntry(output.fileName);
      }
    },
    async closeBundle() {
      const serverOut = join(outDir, 'server');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        // Self-contained, with React's production build: the server loads it from wherever the
        // build was copied, with no node_modules beside it.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: true,
          outDir: serverOut,
          emptyOutDir: true,
          // The public files are the client build's to serve.
          copyPublicDir: false,
          sourcemap: false,
          // CommonJS: the server, itself one CommonJS bundle, loads it with require().
          rolldownOptions: {
            input: SERVER_ENTRIES,
            output: {
              format: 'cjs',
              entryFileNames: '[name].cjs',
              chunkFileNames: 'assets/[name]-[hash].cjs',
            },
          },
        },
      });
      // A build run again in the same process (watch mode) must not get the last build's modules.
      const requireBuilt = createRequire(join(serverOut, 'package.json'));
      for (const cached of Object.keys(requireBuilt.cache)) {
        if (cached.startsWith(serverOut)) delete requireBuilt.cache[cached];
      }
      const load = <T>(name: keyof typeof SERVER_ENTRIES) =>
        requireBuilt(join(serverOut, `${name}.cjs`)) as T;
      const { renderLandingPage } = load<{ renderLandingPage: () => string }>('render-landing-page');
      const { renderLoadingFrame } = load<{ renderLoadingFrame: () => string }>('render-loading-frame');
      const { renderVisitorPage } = load<{ renderVisitorPage: (path: string) => Promise<string> }>(
        'render-page',
      );
      const { routePreloadTable } = load<{ routePreloadTable: () => RoutePreloadEntry[] }>(
        'route-preload-table',
      );

      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      /** The files the modules load, less what the entry already loads. */
      const filesOfModules = (modules: readonly string[]) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunksByModule.get(module);
          if (!chunk) throw new Error(`The client build has no chunk for the route module ${module}`);
          filesOf(chunk, files);
        }
        return [...files].map((file) => `/${file}`);
      };
      const preloads = routePreloadTable().map(({ pattern, modules }) => ({
        pattern,
        files: filesOfModules(modules),
      }));
      const pages: Record<string, string> = {
        'landing.html': landingHtml(template, renderLandingPage()),
        'sign-in.html': visitorPageHtml(
          template,
          await renderVisitorPage('/auth'),
          // The sign-in view's own code: the page's other views load if the visitor asks for one.
          filesOfModules(['/src/app/routes/auth.tsx']),
        ),
        // Where the landing page's Get Started leads.
        'sign-up.html': visitorPageHtml(
          template,
          await renderVisitorPage(SIGN_UP_ADDRESS),
          filesOfModules(['/src/app/routes/auth.tsx', '/src/features/auth/components/sign-up-flow.tsx']),
        ),
      };
      for (const [pattern, file] of Object.entries(PLAYER_PAGES)) {
        const files = preloads.find((entry) => entry.pattern === pattern)?.files;
        if (!files) throw new Error(`The route table has no ${pattern}`);
        pages[`server/${file}`] = withScriptsAfterFirstPaint(template, files);
      }
      pages['server/player-pages.json'] = `${JSON.stringify(PLAYER_PAGES, null, 2)}\n`;
      for (const [name, html] of Object.entries(pages)) {
        for (const asset of html.matchAll(/\/assets\/[^"')\s]+/g)) {
          if (!existsSync(join(outDir, asset[0]))) {
            throw new Error(`${name} names ${asset[0]}, which the client build did not write`);
          }
        }
        await writeFile(join(outDir, name), html);
      }
      await writeFile(join(outDir, 'index.html'), appShellHtml(template, renderLoadingFrame()));
      await writeFile(join(outDir, 'route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
