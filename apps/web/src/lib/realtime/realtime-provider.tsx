import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { RealtimeClient } from './realtime-client.ts';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/**
 * Opens the tab's socket while a user is signed in. After a reconnect (or when the server says
 * events may have been missed) every active query is refetched, so nothing that happened meanwhile
 * is lost to the user. When the server ends the socket because the session ended, `onSessionEnded`
 * runs: the app forgets the session, as it does for a 401 from the API.
 */
export function RealtimeProvider({
  userId,
  onSessionEnded,
  children,
}: {
  userId: string | null;
  onSessionEnded?: () => void;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [client] = useState(() => new RealtimeClient());
  const sessionEnded = useRef(onSessionEnded);
  sessionEnded.current = onSessionEnded;

  useEffect(() => {
    if (!userId) return;
    client.start();
    const offReconnect = client.onReconnect(() => {
      void queryClient.invalidateQueries();
    });
    const offSessionEnded = client.onSessionEnded(() => sessionEnded.current?.());
    return () => {
      offReconnect();
      offSessionEnded();
      client.stop();
    };
  }, [client, queryClient, userId]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}
