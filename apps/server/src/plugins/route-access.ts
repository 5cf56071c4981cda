import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { createRequireUser } from './authenticate.ts';
import { administrator, anyone, signedIn, signedInOrNot } from './docs.ts';
import { requireAdministratorFor } from './require-admin.ts';
import type { SessionReader } from './session.ts';

/**
 * Who may call a route is what its schema's `security` declares, and routes add no check of their own:
 * this turns the declaration into hooks at onRequest, before the body is read or anything is validated,
 * so a protected route answers 401 without a session whatever was sent, and cannot tell a caller
 * without one which input it would have refused. Every /api route must declare one of the four, or the
 * app does not start: a route added later cannot forget. Registered before the routes it guards.
 */
export function registerRouteAccess(
  app: FastifyInstance,
  { sessions }: { sessions: Pick<SessionReader, 'authenticate'> },
) {
  const requireUser = createRequireUser(sessions);
  const checksFor = new Map<unknown, (url: string) => onRequestAsyncHookHandler[]>([
    [signedIn, () => [requireUser]],
    // The 403's words are the area's own (require-admin.ts), read from the route's path.
    [administrator, (url) => [requireUser, requireAdministratorFor(url)]],
    // Anyone may call these; those that act on a session when there is one read it themselves.
    [anyone, () => []],
    [signedInOrNot, () => []],
  ]);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const checksOf = checksFor.get(route.schema?.security);
    if (!checksOf) {
      throw new Error(
        `${String(route.method)} ${route.url} declares who may call it with none of signedIn, administrator, anyone or signedInOrNot (plugins/docs.ts) as its schema's security`,
      );
    }
    const checks = checksOf(route.url);
    // First, before the route's own hooks: they may rely on knowing the user.
    if (checks.length > 0) route.onRequest = [...checks, ...hooksOf(route.onRequest)];
  });
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

function hooksOf(hooks: RouteOptions['onRequest']): onRequestAsyncHookHandler[] {
  if (!hooks) return [];
  return (Array.isArray(hooks) ? hooks : [hooks]) as onRequestAsyncHookHandler[];
}
