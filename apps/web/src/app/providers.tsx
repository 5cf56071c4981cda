import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ServiceStatusBanner } from '../components/layout/service-status-banner.tsx';

/**
 * What every page shares: the query cache (created by the entry, see query-client-setup.ts) and the
 * outage banner. Toasts mount with the route tree (layouts/root-layout.tsx) and tooltips with the
 * signed-in frame (layouts/app-layout.tsx), so a visitor's first page loads neither.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ServiceStatusBanner />
      {children}
    </QueryClientProvider>
  );
}
