import { z } from 'zod';
import { friendActivitySchema } from '../friends/friends.schemas.ts';
import { gameSummarySchema } from '../games/games.schemas.ts';
import { GAMES_FOR_YOU_DASHBOARD } from '../games/games-for-you.ts';
import { popularLocationSchema } from '../locations/locations.schemas.ts';

/** Spec document 1 §9: what the dashboard shows of each part. */
export const DASHBOARD_UPCOMING_GAMES = 4;
export const DASHBOARD_FRIEND_ACTIVITIES = 8;
export const DASHBOARD_POPULAR_LOCATIONS = 3;
/** "Games for you" on the dashboard. */
export const DASHBOARD_GAMES_FOR_YOU = GAMES_FOR_YOU_DASHBOARD;

/** GET /api/dashboard: the whole dashboard in one response. */
export const dashboardSchema = z.object({
  /** The viewer's next games, hosted or joined, soonest first. */
  upcomingGames: z.array(gameSummarySchema),
  /** Games the viewer could join now, near their profile's place, best first (`GET /api/games/for-you`). */
  gamesForYou: z.array(gameSummarySchema),
  /** Friends creating and joining games in the last 7 days, newest first. */
  friendsActivity: z.array(friendActivitySchema),
  /** Places with the most upcoming games, with the distance from the viewer's profile location. */
  popularLocations: z.array(popularLocationSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export { dashboardMessages } from './dashboard.messages.ts';
