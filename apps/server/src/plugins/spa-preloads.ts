import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** route-preloads.json as the web build writes it (apps/web/vite-prerender.ts). */
const routePreloadsSchema = z.array(
  z.object({
    pattern: z.string().startsWith('/'),
    files: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
  }),
);

export type RoutePreloads = { match: (path: string) => string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/game/:id` as a regular expression for a whole path, a trailing slash allowed as the router allows it. */
function patternRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^/${segments.join('/')}/?$`);
}

/**
 * The `<link rel="modulepreload">` tags for a page's own script files, so a cold load fetches the
 * route's code alongside the entry instead of after the entry has run. Empty for an unknown page,
 * or when the build wrote no table (an older build, or the development server).
 */
export function readRoutePreloads(staticDir: string): RoutePreloads {
  const file = join(staticDir, 'route-preloads.json');
  if (!existsSync(file)) return { match: () => '' };
  const table = routePreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).map((entry) => ({
    pattern: patternRegExp(entry.pattern),
    links: entry.files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(''),
  }));
  return { match: (path) => table.find((entry) => entry.pattern.test(path))?.links ?? '' };
}

/** The page with its preload links at the end of its head. */
export function withPreloads(html: string, links: string): string {
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}
