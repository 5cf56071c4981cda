import { dashboardEndpoints } from '@rally/shared/dashboard/dashboard.endpoints';
import type { Dashboard } from '@rally/shared/dashboard/dashboard.schemas';
import type { GameSummary } from '@rally/shared/games/games.schemas';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { LatLng } from '../../../lib/player-place.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** One dashboard per place the player is near (their profile's place when `near` is null). */
  near: (near: LatLng | null) => [...dashboardKeys.all, near] as const,
};

export function getDashboard(near: LatLng | null, signal?: AbortSignal): Promise<Dashboard> {
  return call(dashboardEndpoints.getDashboard, { query: { lat: near?.lat, lng: near?.lng }, signal });
}

export function getDashboardQueryOptions(near: LatLng | null) {
  return queryOptions({
    queryKey: dashboardKeys.near(near),
    queryFn: ({ signal }) => getDashboard(near, signal),
    // A new place keeps the dashboard on screen while the next one loads, instead of "Loading...".
    placeholderData: keepPreviousData,
  });
}

/**
 * The whole dashboard in one request: upcoming games, games for you, friends' activity, popular
 * locations, near where the player is. It waits (`enabled`) until that place is known, so it loads once.
 */
export function useDashboard(near: LatLng | null, enabled: boolean) {
  return useQuery({ ...getDashboardQueryOptions(near), enabled });
}

/** A game joined from "Games for you" moves to Upcoming at once; the refetch that follows confirms it. */
export function moveJoinedGame(queryClient: QueryClient, joined: GameSummary): void {
  queryClient.setQueriesData<Dashboard>({ queryKey: dashboardKeys.all }, (dashboard) => {
    if (!dashboard) return dashboard;
    const gamesForYou = dashboard.gamesForYou.filter((game) => game.id !== joined.id);
    if (joined.isPrivate) return { ...dashboard, gamesForYou };
    const mine: GameSummary = {
      ...joined,
      relation: 'participant',
      playersJoined: joined.playersJoined + 1,
      spotsLeft: Math.max(0, joined.spotsLeft - 1),
    };
    // Not cut to the dashboard's four here: the schemas' module would bring the validation library to
    // the page (decision 17); the refetch that follows a join answers the four soonest.
    const upcomingGames = [...dashboard.upcomingGames.filter((game) => game.id !== joined.id), mine].sort(
      (a, b) => a.startsAt.localeCompare(b.startsAt),
    );
    return { ...dashboard, gamesForYou, upcomingGames };
  });
}
