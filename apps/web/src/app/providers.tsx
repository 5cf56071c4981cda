import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ServiceStatusBanner } from '../components/layout/service-status-banner.tsx';
import { useTheme } from '../lib/theme.ts';

/**
 * What every page shares: the query cache (created by the entry, see query-client-setup.ts), the
 * outage banner and the toasts. Tooltips belong to the signed-in frame (layouts/app-layout.tsx),
 * so visitors' pages do not load them.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <ServiceStatusBanner />
      {children}
      <Toaster
        theme={theme}
        position="top-center"
        closeButton
        // The theme's own surface colours keep toast text at full contrast in light and dark.
        style={
          {
            '--normal-bg': 'var(--popover)',
            '--normal-text': 'var(--popover-foreground)',
            '--normal-border': 'var(--border)',
          } as CSSProperties
        }
      />
    </QueryClientProvider>
  );
}
