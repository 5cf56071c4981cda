import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { PRERENDERED_FOR_VISITOR } from './app/prerender/prerendered-page.ts';
import { createAppQueryClient } from './app/query-client-setup.ts';
import { createAppRouter, whenRouterReady } from './app/router.tsx';
import './index.css';
import { registerServiceWorker } from './lib/register-service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

// The server sends some pages to a request without a session cookie already rendered (the sign-in
// form): the app takes that HTML over instead of drawing it again, and needs no session request.
const prerendered = root.hasAttribute(PRERENDERED_FOR_VISITOR);

// Otherwise the session request leaves with the first script, in parallel with the route's chunk,
// instead of after the route has loaded and rendered its guard: the guards then find it in the cache.
const queryClient = createAppQueryClient({ signedOut: prerendered });
const router = createAppRouter();
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>
);

// The first render runs as a transition, which React splits into slices of a few milliseconds with the
// browser's work between them; rendered at once, the whole tree was one long task that blocked a phone's
// main thread for most of its first second.
if (prerendered) {
  // The page's chunk was preloaded with the HTML; once it is in, the first render matches the HTML.
  void whenRouterReady(router).then(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  startTransition(() => createRoot(root).render(app));
}

registerServiceWorker();
