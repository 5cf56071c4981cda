import { PRESENCE_HEARTBEAT_INTERVAL_MS } from '@rally/shared/presence/presence.schemas';
import { userTopic } from '@rally/shared/realtime/realtime.schemas';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { activityStatusQueryKey, useActivityStatus } from '../api/get-activity-status.ts';
import { goOffline, goOfflineOnExit } from '../api/go-offline.ts';
import { sendHeartbeat } from '../api/send-heartbeat.ts';

/**
 * Tells the server the user is here while they share their activity status (spec §4): a heartbeat every
 * 30 s and whenever the page becomes visible, "offline" when the page goes away or the setting is
 * turned off. The setting follows profile.changed events, so the settings page and other tabs steer it.
 */
export function usePresenceHeartbeat(userId: string) {
  const queryClient = useQueryClient();
  const { data: sharing } = useActivityStatus();
  const wasSharing = useRef(false);

  useRealtime(userTopic(userId), (event) => {
    if (event.type !== 'profile.changed') return;
    void queryClient.invalidateQueries({ queryKey: activityStatusQueryKey }).then(() => {
      // Turned off and on again between two looks, the value here never changed, yet the server hid the
      // user: beat now rather than at the next tick, up to 30 s later.
      if (queryClient.getQueryData(activityStatusQueryKey) === true) beat(queryClient);
    });
  });

  useEffect(() => {
    if (!sharing) {
      // Turned off here or elsewhere: the server already hides the user, this makes it certain.
      if (wasSharing.current) void goOffline().catch(logFailure);
      wasSharing.current = false;
      return;
    }
    wasSharing.current = true;

    const onVisibility = () => {
      if (document.visibilityState === 'visible') beat(queryClient);
    };
    beat(queryClient);
    const timer = window.setInterval(() => beat(queryClient), PRESENCE_HEARTBEAT_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', goOfflineOnExit);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', goOfflineOnExit);
    };
  }, [sharing, queryClient]);
}

/**
 * One heartbeat. If the server says the user no longer shares their status (a change whose event this tab
 * missed), the setting is read again: asked, not assumed, since it may have been turned back on since.
 */
function beat(queryClient: QueryClient) {
  sendHeartbeat()
    .then((result) => {
      if (!result.shared) void queryClient.invalidateQueries({ queryKey: activityStatusQueryKey });
    })
    .catch(logFailure);
}

function logFailure(error: unknown) {
  // A missed beat is harmless (the next one or the server's sweep settles it), but not silent.
  console.warn('presence: request failed', error);
}
