import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { PRERENDERED_FOR_VISITOR } from './prerender/prerendered-page.ts';
import { AppProviders } from './providers.tsx';

/** The whole app around a router: the browser's in the entry, a memory router when prerendered. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  // Mounted: a prerendered page is the app's now, and its forms are sent by their own handlers.
  useEffect(() => document.getElementById('root')?.removeAttribute(PRERENDERED_FOR_VISITOR), []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
