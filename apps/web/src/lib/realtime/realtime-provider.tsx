import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { RealtimeClient } from './realtime-client.ts';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/**
 * Opens the tab's socket while a user is signed in. After a reconnect every active query is
 * refetched, so nothing that happened while the socket was down is lost to the user.
 */
export function RealtimeProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [client] = useState(() => new RealtimeClient());

  useEffect(() => {
    if (!userId) return;
    client.start();
    const offReconnect = client.onReconnect(() => {
      void queryClient.invalidateQueries();
    });
    return () => {
      offReconnect();
      client.stop();
    };
  }, [client, queryClient, userId]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}
