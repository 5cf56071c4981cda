import type { QueryClient } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router';
import { useFinishTakeOver } from '../lib/page-take-over.ts';
import { AppProviders } from './providers.tsx';

/** The whole app around a router: the browser's in the entry, a memory router when prerendered. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  useFinishTakeOver();
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
