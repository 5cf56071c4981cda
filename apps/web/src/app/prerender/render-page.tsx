import type { Session } from '@rally/shared/auth/auth.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '../app.tsx';
import { createAppQueryClient } from '../query-client-setup.ts';
import { routes, whenRouterReady } from '../router.tsx';
import { type LoadForPlayer, loadFirstScreen } from './first-screen-data.ts';
import { playerPageHtml } from './player-page.ts';

/**
 * A page as HTML, rendered by the same tree the entry renders, with the session given (null for a
 * visitor). It waits for everything on demand (the page's module, the toasts), so the HTML is the
 * whole page as its first render draws it; the entry hydrates it with the same session.
 */
export async function renderPage(
  path: string,
  session: Session | null,
  queryClient: QueryClient = createAppQueryClient({ session }),
): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    await whenRouterReady(router);
    const { prelude } = await prerender(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
    return await new Response(prelude).text();
  } finally {
    router.dispose();
  }
}

/** A visitor's page (`/auth`), rendered once at build time (vite-prerender.ts). */
export function renderVisitorPage(path: string): Promise<string> {
  return renderPage(path, null);
}

/**
 * A player's page (`/dashboard`, `/find`, a game's) for one request, by the server: their first screen
 * is in the HTML, drawn with their session, and a game's page with its game (`load` asks the API for it
 * as the player); what the page loads after it (the dashboard's answer, Find's list) shows as loading.
 */
export async function renderPlayerPage(
  template: string,
  path: string,
  session: Session,
  load?: LoadForPlayer,
): Promise<string> {
  const queryClient = createAppQueryClient({ session });
  const data = load ? await loadFirstScreen(queryClient, path, load) : undefined;
  return playerPageHtml(template, await renderPage(path, session, queryClient), session, data);
}
