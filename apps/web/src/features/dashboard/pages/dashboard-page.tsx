import { dashboardMessages } from '@rally/shared/dashboard/dashboard.messages';
import { useQueryClient } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  GAMES_FOR_YOU_TITLE,
  GamesForYouList,
} from '../../../components/games-for-you/games-for-you-list.tsx';
import { NearPlaceControl } from '../../../components/near-place-control.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { usePendingUntilSliced } from '../../../lib/use-pending-until-sliced.ts';
import { usePlayerPlace } from '../../../lib/use-player-place.ts';
import { moveJoinedGame, useDashboard } from '../api/get-dashboard.ts';
import { DashboardSection } from '../components/dashboard-section.tsx';
import { FriendsActivity } from '../components/friends-activity.tsx';
import { PopularLocations } from '../components/popular-locations.tsx';
import { UpcomingGames } from '../components/upcoming-games.tsx';
import { useLiveDashboard } from '../hooks/use-live-dashboard.ts';

/**
 * The signed-in home: upcoming games, games for you, friends' activity and popular locations, from one
 * request, near where the player is (NearPlaceControl changes it).
 */
export function DashboardPage({
  displayName,
  unreadBadge,
}: {
  displayName: string;
  unreadBadge?: ReactNode;
}) {
  const place = usePlayerPlace();
  const queryClient = useQueryClient();
  // The server's render and the hydration see the place unsettled: both draw "Loading your dashboard...".
  const dashboard = useDashboard(place.near, place.settled);
  // The sections mount in a sliced render once the answer arrives.
  const pending = usePendingUntilSliced(dashboard.isPending);
  useLiveDashboard();
  const forYou = dashboard.data?.gamesForYou ?? [];
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8 md:py-10">
      <title>Dashboard · Rally</title>
      <h1 className="sr-only">Dashboard</h1>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-3xl font-extrabold tracking-tight">
            {dashboardMessages.greeting}
            {displayName}
          </p>
          <p className="mt-1 text-muted-foreground">{dashboardMessages.subtitle}</p>
        </div>
        <Link
          to={paths.notifications.getHref()}
          className="relative hidden size-10 items-center justify-center rounded-full border bg-card text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60 md:inline-flex"
        >
          <BellIcon className="size-5" aria-hidden />
          {/* Text, not aria-label: the badge's number is visible, so it must be part of the name too. */}
          <span className="sr-only">Notification settings</span>
          {unreadBadge}
        </Link>
      </div>
      <div className="mt-8">
        {dashboard.isPending || pending ? (
          <p role="status" className="text-muted-foreground">
            Loading your dashboard...
          </p>
        ) : dashboard.isError ? (
          <LoadError
            message={dashboardMessages.loadFailed}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <NearPlaceControl className="lg:col-span-2" />
            <div className="lg:col-span-2">
              <DashboardSection
                title={dashboardMessages.upcomingTitle}
                more={{ to: paths.find.getHref(), label: dashboardMessages.viewAll }}
              >
                <UpcomingGames
                  games={dashboard.data.upcomingGames}
                  suggestions={
                    forYou.length > 0 ? (
                      <GamesForYouList
                        games={forYou}
                        onJoined={(game) => moveJoinedGame(queryClient, game)}
                      />
                    ) : undefined
                  }
                />
              </DashboardSection>
            </div>
            {dashboard.data.upcomingGames.length > 0 && forYou.length > 0 ? (
              <div className="lg:col-span-2">
                <DashboardSection
                  title={GAMES_FOR_YOU_TITLE}
                  more={{ to: paths.find.getHref(), label: 'Find more' }}
                >
                  <GamesForYouList games={forYou} onJoined={(game) => moveJoinedGame(queryClient, game)} />
                </DashboardSection>
              </div>
            ) : null}
            <DashboardSection
              title={dashboardMessages.activityTitle}
              titleHref={paths.friendsActivity.getHref()}
            >
              <FriendsActivity activities={dashboard.data.friendsActivity} />
            </DashboardSection>
            <DashboardSection
              title={dashboardMessages.locationsTitle}
              titleHref={paths.popularLocations.getHref()}
            >
              <PopularLocations locations={dashboard.data.popularLocations} />
            </DashboardSection>
          </div>
        )}
      </div>
    </section>
  );
}
