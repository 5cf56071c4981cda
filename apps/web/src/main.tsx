import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppQueryClient } from './app/query-client-setup.ts';
import './index.css';
import { registerServiceWorker } from './lib/register-service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

// The session request leaves with the first script, in parallel with the route's chunk, instead of
// after the route has loaded and rendered its guard: the guards then find it in the cache.
const queryClient = createAppQueryClient();

// The first render runs as a transition, which React splits into slices of a few milliseconds with the
// browser's work between them; rendered at once, the whole tree was one long task that blocked a phone's
// main thread for most of its first second.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});

registerServiceWorker();
