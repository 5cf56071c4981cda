import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prerenderedFor } from './app/prerender/prerendered-for.ts';
import { seedFirstScreen } from './app/prerender/seed-first-screen.ts';
import { createAppQueryClient } from './app/query-client-setup.ts';
import { createAppRouter, whenRouterReady } from './app/router.tsx';
import './index.css';
import { prepareClassMerge } from './lib/cn.ts';
import { APP_LISTENING } from './lib/page-take-over.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

// The server sends some pages already rendered, for a visitor (the sign-in form) or for a signed-in
// player (the dashboard): the app takes that HTML over instead of drawing it again, with the session
// it was drawn with, and needs no session request.
const drawnFor = prerenderedFor(root);

// Otherwise the session request leaves with the first script, in parallel with the route's chunk,
// instead of after the route has loaded and rendered its guard: the guards then find it in the cache.
const queryClient = createAppQueryClient({ session: drawnFor });
// A game's page comes with its game, as the server drew it: the first render draws the same.
if (drawnFor) seedFirstScreen(queryClient);

/** Resolves in a task of its own: what follows it does not lengthen the task before. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// A phone's main thread is blocked for as long as one task runs. Evaluating this script, building the
// class merger's tables, and creating the router (which matches the address and starts loading the
// page's modules) each take tens of milliseconds there: each has a task of its own.
async function start(root: HTMLElement) {
  await nextTask();
  prepareClassMerge();
  await nextTask();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // The first render runs as a transition, which React splits into slices of a few milliseconds with the
  // browser's work between them; rendered at once, the whole tree was one long task that blocked a phone's
  // main thread for most of its first second.
  if (drawnFor !== undefined) {
    // The page's chunk was preloaded with the HTML; once it is in, the first render matches the HTML.
    await whenRouterReady(router);
    // React listens from here on; a button pressed before, the page's script has marked for the app.
    root.setAttribute(APP_LISTENING, '');
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    startTransition(() => createRoot(root).render(app));
  }
}

void start(root);
registerServiceWorker();
