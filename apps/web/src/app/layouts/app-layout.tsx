import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ViewerIdProvider } from '../../components/safety/viewer-id.tsx';
import { setSession, useSignedInUser } from '../../features/auth/api/get-session.ts';
import { useLiveFriends } from '../../features/friends/hooks/use-live-friends.ts';
import { useLiveMessages } from '../../features/messages/hooks/use-live-messages.ts';
import { useLiveNotifications } from '../../features/notifications/hooks/use-live-notifications.ts';
import { usePresenceHeartbeat } from '../../features/presence/hooks/use-presence-heartbeat.ts';
import { useActivityStatus } from '../../features/profiles/api/get-activity-status.ts';
import { RealtimeProvider } from '../../lib/realtime/realtime-provider.tsx';
import { DesktopRail } from './desktop-rail.tsx';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';
import { MobileTopBar } from './mobile-top-bar.tsx';

/** The signed-in frame: the rail on desktop, the top and bottom bars on mobile, the screen in between. */
export function Component() {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  return (
    // The socket closed because the session ended: forget it, as a 401 from the API does; the guards go to /auth.
    <RealtimeProvider userId={user.id} onSessionEnded={() => setSession(queryClient, null)}>
      <LiveFeeds userId={user.id} />
      <ViewerIdProvider viewerId={user.id}>
        <div className="min-h-dvh md:pl-20">
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
          >
            Skip to content
          </a>
          <DesktopRail />
          <MobileTopBar />
          <main id="main" tabIndex={-1} className="pb-28 md:pb-0">
            <Outlet />
          </main>
          <MobileBottomBar />
        </div>
      </ViewerIdProvider>
    </RealtimeProvider>
  );
}

/** Subscriptions every signed-in screen needs, whichever screen is open. */
function LiveFeeds({ userId }: { userId: string }) {
  useLiveNotifications(userId);
  useLiveFriends(userId);
  useLiveMessages(userId);
  // Presence beats only while the profile's activity-status setting is on: the small endpoint, not the profile.
  const activityStatus = useActivityStatus();
  usePresenceHeartbeat(userId, {
    sharing: activityStatus.data?.showActivityStatus,
    recheck: async () => (await activityStatus.refetch()).data?.showActivityStatus,
  });
  return null;
}
