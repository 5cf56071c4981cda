import { QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { ServiceStatusBanner } from '../components/layout/service-status-banner.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { setSession } from '../features/auth/api/get-session.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useTheme } from '../lib/theme.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // A 401 from any non-auth call means the session is gone: forget it and the guards send the user to /auth.
    setUnauthorizedHandler(() => setSession(client, null));
    return client;
  });
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={300}>
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
      </TooltipProvider>
    </QueryClientProvider>
  );
}
