import { PRESENCE_HEARTBEAT_INTERVAL_MS } from '@rally/shared/presence/presence-intervals';
import { userTopic } from '@rally/shared/realtime/realtime-protocol';
import { useEffect, useRef } from 'react';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { goOffline, goOfflineOnExit } from '../api/go-offline.ts';
import { sendHeartbeat } from '../api/send-heartbeat.ts';

/** The user's activity-status setting, which the profile owns; the page composing presence passes it in. */
export type ActivityStatusSetting = {
  /** Whether the user shares their activity status; undefined until it is known. */
  sharing: boolean | undefined;
  /** Reads the setting from the server again and resolves to it. */
  recheck: () => Promise<boolean | undefined>;
};

/**
 * Tells the server the user is here while they share their activity status (spec §4): a heartbeat every
 * 30 s and whenever the page becomes visible, "offline" when the page goes away or the setting is
 * turned off. The setting is read again on profile.changed events, so the settings page and other tabs steer it.
 */
export function usePresenceHeartbeat(userId: string, { sharing, recheck }: ActivityStatusSetting) {
  const wasSharing = useRef(false);
  // The latest recheck, without restarting the heartbeat each time the caller passes a new function.
  const latestRecheck = useRef(recheck);
  latestRecheck.current = recheck;

  useRealtime(userTopic(userId), (event) => {
    if (event.type !== 'profile.changed') return;
    void latestRecheck.current().then((sharingNow) => {
      // Turned off and on again between two looks, the value here never changed, yet the server hid the
      // user: beat now rather than at the next tick, up to 30 s later.
      if (sharingNow === true) beat(latestRecheck.current);
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

    const recheckLatest = () => latestRecheck.current();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') beat(recheckLatest);
    };
    beat(recheckLatest);
    const timer = window.setInterval(() => beat(recheckLatest), PRESENCE_HEARTBEAT_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', goOfflineOnExit);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', goOfflineOnExit);
    };
  }, [sharing]);
}

/**
 * One heartbeat. If the server says the user no longer shares their status (a change whose event this tab
 * missed), the setting is read again: asked, not assumed, since it may have been turned back on since.
 */
function beat(recheck: () => Promise<unknown>) {
  sendHeartbeat()
    .then((result) => {
      if (!result.shared) void recheck().catch(logFailure);
    })
    .catch(logFailure);
}

function logFailure(error: unknown) {
  // A missed beat is harmless (the next one or the server's sweep settles it), but not silent.
  console.warn('presence: request failed', error);
}
