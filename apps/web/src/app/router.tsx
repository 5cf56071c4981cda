import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { paths } from '../config/paths.ts';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireSignedIn } from './guards/require-signed-in.tsx';
import { RequireSignedOut } from './guards/require-signed-out.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

/** The route table (spec §2). Account screens and the signed-in shell load on demand. */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      {
        element: <RequireSignedOut />,
        children: [
          { path: paths.auth.path, lazy: () => import('./routes/auth.tsx') },
          { path: paths.forgotPassword.path, lazy: () => import('./routes/forgot-password.tsx') },
          { path: paths.forgotUsername.path, lazy: () => import('./routes/forgot-username.tsx') },
        ],
      },
      { path: paths.verifyEmail.path, lazy: () => import('./routes/verify-email.tsx') },
      {
        element: <RequireSignedIn />,
        children: [
          { path: paths.onboarding.path, element: <Navigate to={paths.profileEdit.getHref()} replace /> },
          {
            lazy: () => import('./layouts/app-layout.tsx'),
            children: [
              { path: paths.dashboard.path, lazy: () => import('./routes/dashboard.tsx') },
              { path: paths.find.path, lazy: () => import('./routes/find-games.tsx') },
              { path: paths.game.path, lazy: () => import('./routes/game-detail.tsx') },
              { path: paths.myGame.path, lazy: () => import('./routes/my-game-detail.tsx') },
              { path: paths.gameReview.path, lazy: () => import('./routes/game-review.tsx') },
              { path: paths.create.path, lazy: () => import('./routes/create-game.tsx') },
              { path: paths.createGame.path, lazy: () => import('./routes/create-game.tsx') },
              { path: paths.friends.path, lazy: () => import('./routes/friends.tsx') },
              { path: paths.friendsActivity.path, lazy: () => import('./routes/friends-activity.tsx') },
              { path: paths.profile.path, lazy: () => import('./routes/profile.tsx') },
              { path: paths.profileEdit.path, lazy: () => import('./routes/profile-edit.tsx') },
              { path: paths.profileSettings.path, lazy: () => import('./routes/profile-settings.tsx') },
              { path: paths.userProfile.path, lazy: () => import('./routes/user-profile.tsx') },
              { path: paths.myGames.path, lazy: () => import('./routes/my-games.tsx') },
              { path: paths.notifications.path, lazy: () => import('./routes/notification-settings.tsx') },
              { path: paths.leagues.path, lazy: () => import('./routes/leagues.tsx') },
              { path: paths.leagueCreate.path, lazy: () => import('./routes/league-create.tsx') },
              {
                path: paths.leagueScheduleGame.path,
                lazy: () => import('./routes/league-schedule-game.tsx'),
              },
              { path: paths.league.path, lazy: () => import('./routes/league-detail.tsx') },
              { path: paths.popularLocations.path, lazy: () => import('./routes/popular-locations.tsx') },
              {
                element: <RequireAdmin />,
                children: [{ path: paths.monitoring.path, lazy: () => import('./routes/monitoring.tsx') }],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
