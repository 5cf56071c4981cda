import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '../app.tsx';
import { createAppQueryClient } from '../query-client-setup.ts';
import { routes, whenRouterReady } from '../router.tsx';

/**
 * A visitor's page (`/auth`) as HTML, rendered once at build time by the same tree the entry
 * renders (vite-prerender.ts), with no session. The entry hydrates it: the page is there with the
 * first paint, and the script attaches to it. It waits for everything on demand (the page's module,
 * the toasts), so the HTML is the whole page.
 */
export async function renderVisitorPage(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await whenRouterReady(router);
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={createAppQueryClient({ signedOut: true })} router={router} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
