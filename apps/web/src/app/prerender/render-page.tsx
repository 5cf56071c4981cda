import type { Session } from '@rally/shared/auth/auth.schemas';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '../app.tsx';
import { createAppQueryClient } from '../query-client-setup.ts';
import { routes, whenRouterReady } from '../router.tsx';
import { playerPageHtml } from './player-page.ts';

/**
 * A page as HTML, rendered by the same tree the entry renders, with the session given (null for a
 * visitor). It waits for everything on demand (the page's module, the toasts), so the HTML is the
 * whole page as its first render draws it; the entry hydrates it with the same session.
 */
export async function renderPage(path: string, session: Session | null): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    await whenRouterReady(router);
    const { prelude } = await prerender(
      <StrictMode>
        <App queryClient={createAppQueryClient({ session })} router={router} />
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
 * A player's page (`/dashboard`) for one request, by the server: their first screen is in the HTML,
 * drawn with their session; what the page loads after it (the dashboard's answer) shows as loading.
 */
export async function renderPlayerPage(template: string, path: string, session: Session): Promise<string> {
  return playerPageHtml(template, await renderPage(path, session), session);
}
