import { pathParameterNotFound } from '@rally/shared/ids';
import type { FastifyInstance } from 'fastify';

/**
 * Every parameter in a route's path is declared in the route's params schema through the shared
 * path-parameter schemas (shared/ids.ts), so a value that names nothing answers the feature's 404 (see
 * errors.ts) and never reaches a query as text the database refuses. A route with a parameter declared
 * any other way, or not at all, stops the app at start: a route added later cannot forget.
 */
export function registerPathParamsCheck(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    if (names.length === 0) return;
    const shape = (route.schema?.params as { shape?: Record<string, unknown> } | undefined)?.shape;
    for (const name of names) {
      const field = shape?.[name];
      if (!field || !pathParameterNotFound.has(field as never)) {
        throw new Error(
          `${String(route.method)} ${route.url}: declare the path parameter "${name}" in the route's params schema with uuidPathParam, textPathParam or pathParam (@rally/shared/ids)`,
        );
      }
    }
  });
}
