import type { RouteObject } from 'react-router';
import { routes } from './router.tsx';

/** A page's address pattern (`/game/:id`) and the route modules it loads, outermost first. */
export type RoutePreloadEntry = { pattern: string; modules: string[] };

const joinPath = (parent: string, path: string | undefined) => {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
};

const moduleOf = (route: RouteObject) =>
  typeof route.handle?.module === 'string' ? (route.handle.module as string) : undefined;

/**
 * Every page of the route table with the on-demand modules on its branch (a layout's, then the
 * page's), read from the routes themselves so the two never disagree. Used by the build only.
 */
export function routePreloadTable(table: RouteObject[] = routes): RoutePreloadEntry[] {
  const entries: RoutePreloadEntry[] = [];
  const walk = (branch: RouteObject[], parentPath: string, parentModules: string[]) => {
    for (const route of branch) {
      const pattern = joinPath(parentPath, route.index ? undefined : route.path);
      const own = moduleOf(route);
      const modules = own ? [...parentModules, own] : parentModules;
      if (route.children) walk(route.children, pattern, modules);
      else if (own && !pattern.includes('*')) entries.push({ pattern, modules });
    }
  };
  walk(table, '', []);
  return entries;
}
