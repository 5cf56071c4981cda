import type { RouteObject } from 'react-router';
import { routes } from './router.tsx';

/** A page's address pattern (`/game/:id`) and the route modules it loads, outermost first. */
export type RoutePreloadEntry = { pattern: string; modules: string[] };

const joinPath = (parent: string, path: string | undefined) => {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
};

/** A route's own module and those it preloads (router.tsx, `onDemand`), or nothing. */
const modulesOf = (route: RouteObject): string[] => {
  const handle = route.handle as { module?: string; preload?: string[] } | undefined;
  return handle?.module ? [handle.module, ...(handle.preload ?? [])] : [];
};

/**
 * Every page of the route table with the on-demand modules on its branch (a layout's, then the
 * page's), read from the routes themselves so the two never disagree. Used by the build only.
 */
export function routePreloadTable(table: RouteObject[] = routes): RoutePreloadEntry[] {
  const entries: RoutePreloadEntry[] = [];
  const walk = (branch: RouteObject[], parentPath: string, parentModules: string[]) => {
    for (const route of branch) {
      const pattern = joinPath(parentPath, route.index ? undefined : route.path);
      const own = modulesOf(route);
      const modules = [...parentModules, ...own];
      if (route.children) walk(route.children, pattern, modules);
      else if (own.length > 0 && !pattern.includes('*')) entries.push({ pattern, modules });
    }
  };
  walk(table, '', []);
  return entries;
}
