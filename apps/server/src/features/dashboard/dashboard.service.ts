import {
  DASHBOARD_FRIEND_ACTIVITIES,
  DASHBOARD_GAMES_FOR_YOU,
  DASHBOARD_POPULAR_LOCATIONS,
  DASHBOARD_UPCOMING_GAMES,
  type Dashboard,
} from '@rally/shared/dashboard/dashboard.schemas';
import type { FriendsService } from '../friends/friends.service.ts';
import type { GamesForYouService } from '../games/for-you/games-for-you.service.ts';
import type { GamesService } from '../games/games.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { DevicePosition } from '../locations/player-position.ts';

type Deps = {
  games: Pick<GamesService, 'mine'>;
  gamesForYou: Pick<GamesForYouService, 'forViewer'>;
  friends: Pick<FriendsService, 'activity'>;
  locations: Pick<LocationsService, 'dashboardLocations'>;
};

/** The dashboard reads three features through their services and owns no data of its own. */
export function createDashboardService({ games, gamesForYou, friends, locations }: Deps) {
  return {
    /**
     * Everything the dashboard shows, read side by side in one request (spec document 1 §2, §9); games
     * for you and popular places are measured from the browser's position when the page sends one.
     */
    async forViewer(viewerId: string, device: DevicePosition = {}): Promise<Dashboard> {
      const [upcoming, forYou, activity, popular] = await Promise.all([
        games.mine(viewerId, { scope: 'upcoming', limit: DASHBOARD_UPCOMING_GAMES }),
        gamesForYou.forViewer(viewerId, device, DASHBOARD_GAMES_FOR_YOU),
        friends.activity(viewerId),
        locations.dashboardLocations(viewerId, device),
      ]);
      return {
        upcomingGames: upcoming.games,
        gamesForYou: forYou.games,
        friendsActivity: activity.activities.slice(0, DASHBOARD_FRIEND_ACTIVITIES),
        popularLocations: popular.slice(0, DASHBOARD_POPULAR_LOCATIONS),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
