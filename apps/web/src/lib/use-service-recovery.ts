import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from './api-client.ts';
import { useServiceUnavailable } from './service-status.ts';

/** How often the app asks whether the server is back: the server's own Retry-After. */
export const RECOVERY_CHECK_MS = 5_000;

/**
 * Keeps trying while the server is unavailable: asks health every few seconds (any real answer ends
 * the outage, see api-client.ts), and once it is back, loads again whatever failed meanwhile, so the
 * screen mends itself without a reload. Returns whether the server is unavailable.
 */
export function useServiceRecovery(intervalMs = RECOVERY_CHECK_MS): boolean {
  const unavailable = useServiceUnavailable();
  const queryClient = useQueryClient();
  const wasUnavailable = useRef(false);

  useEffect(() => {
    if (!unavailable) {
      if (wasUnavailable.current) {
        void queryClient.refetchQueries({
          type: 'active',
          predicate: (query) => query.state.status === 'error',
        });
      }
      wasUnavailable.current = false;
      return;
    }
    wasUnavailable.current = true;
    const timer = setInterval(() => {
      // A failure is the outage going on, which the banner already says.
      api.get('/api/health').catch(() => undefined);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [unavailable, intervalMs, queryClient]);

  return unavailable;
}
