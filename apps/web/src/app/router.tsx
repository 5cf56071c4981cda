import { moderationTexts } from '@rally/shared/moderation/moderation.constants';
import { createBrowserRouter, type DataRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { paths } from '../config/paths.ts';
import { MONITORING_ACCESS_DENIED, RequireAdmin } from './guards/require-admin.tsx';
import { RequireSignedIn } from './guards/require-signed-in.tsx';
import { RequireSignedOut } from './guards/require-signed-out.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

/** A page's module as `lazy` expects it. */
type RouteModule = Awaited<ReturnType<Extract<NonNullable<RouteObject['lazy']>, () => unknown>>>;

// Each page's code, and the signed-in frame's, in a chunk of its own, loaded on demand.
const routeModules = import.meta.glob<RouteModule>([
  '/src/app/routes/*.tsx',
  '!/src/app/routes/not-found.tsx',
  '!/src/app/routes/route-error.tsx',
  '/src/app/layouts/app-layout.tsx',
]);

/**
 * A route whose module loads on demand. The module's name goes in the route's `handle`, from which
 * the build lists each page's chunks, and the server preloads them with the page's HTML
 * (route-preload-table.ts), so a cold load fetches the page's code with the entry, not after it.
 * `preload` names modules the page itself loads on demand that should download with it all the same.
 */
function onDemand(module: string, preload: string[] = []): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = routeModules[module];
  if (!load) throw new Error(`No route module ${module}`);
  return { lazy: load, handle: { module, preload } };
}

/** The account page's views besides sign-in, which it loads as they are shown (auth-page.tsx). */
const AUTH_VIEWS = [
  '/src/features/auth/components/sign-up-flow.tsx',
  '/src/features/auth/components/forgot-password-flow.tsx',
  '/src/features/auth/components/forgot-username-flow.tsx',
  '/src/features/auth/components/verify-email-step.tsx',
];

/** The route table (spec §2). Account screens and the signed-in shell load on demand. */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      { index: true, ...onDemand('/src/app/routes/home.tsx') },
      {
        element: <RequireSignedOut />,
        children: [
          { path: paths.auth.path, ...onDemand('/src/app/routes/auth.tsx', AUTH_VIEWS) },
          { path: paths.forgotPassword.path, ...onDemand('/src/app/routes/forgot-password.tsx') },
          { path: paths.forgotUsername.path, ...onDemand('/src/app/routes/forgot-username.tsx') },
        ],
      },
      { path: paths.verifyEmail.path, ...onDemand('/src/app/routes/verify-email.tsx') },
      {
        element: <RequireSignedIn />,
        children: [
          { path: paths.onboarding.path, element: <Navigate to={paths.profileEdit.getHref()} replace /> },
          {
            ...onDemand('/src/app/layouts/app-layout.tsx'),
            children: [
              { path: paths.dashboard.path, ...onDemand('/src/app/routes/dashboard.tsx') },
              { path: paths.find.path, ...onDemand('/src/app/routes/find-games.tsx') },
              { path: paths.game.path, ...onDemand('/src/app/routes/game-detail.tsx') },
              { path: paths.myGame.path, ...onDemand('/src/app/routes/my-game-detail.tsx') },
              { path: paths.gameReview.path, ...onDemand('/src/app/routes/game-review.tsx') },
              { path: paths.gameEdit.path, ...onDemand('/src/app/routes/game-edit.tsx') },
              { path: paths.create.path, ...onDemand('/src/app/routes/create-game.tsx') },
              { path: paths.createGame.path, ...onDemand('/src/app/routes/create-game.tsx') },
              { path: paths.friends.path, ...onDemand('/src/app/routes/friends.tsx') },
              { path: paths.friendsActivity.path, ...onDemand('/src/app/routes/friends-activity.tsx') },
              { path: paths.profile.path, ...onDemand('/src/app/routes/profile.tsx') },
              { path: paths.profileEdit.path, ...onDemand('/src/app/routes/profile-edit.tsx') },
              { path: paths.profileSettings.path, ...onDemand('/src/app/routes/profile-settings.tsx') },
              { path: paths.userProfile.path, ...onDemand('/src/app/routes/user-profile.tsx') },
              { path: paths.myGames.path, ...onDemand('/src/app/routes/my-games.tsx') },
              { path: paths.notifications.path, ...onDemand('/src/app/routes/notification-settings.tsx') },
              {
                path: paths.notificationsHistory.path,
                ...onDemand('/src/app/routes/notifications-history.tsx'),
              },
              { path: paths.leagues.path, ...onDemand('/src/app/routes/leagues.tsx') },
              { path: paths.leagueCreate.path, ...onDemand('/src/app/routes/league-create.tsx') },
              {
                path: paths.leagueScheduleGame.path,
                ...onDemand('/src/app/routes/league-schedule-game.tsx'),
              },
              { path: paths.league.path, ...onDemand('/src/app/routes/league-detail.tsx') },
              { path: paths.seasonCreate.path, ...onDemand('/src/app/routes/season-create.tsx') },
              { path: paths.season.path, ...onDemand('/src/app/routes/season-detail.tsx') },
              { path: paths.seasonEdit.path, ...onDemand('/src/app/routes/season-edit.tsx') },
              { path: paths.popularLocations.path, ...onDemand('/src/app/routes/popular-locations.tsx') },
              {
                element: <RequireAdmin deniedText={MONITORING_ACCESS_DENIED} />,
                children: [{ path: paths.monitoring.path, ...onDemand('/src/app/routes/monitoring.tsx') }],
              },
              {
                element: <RequireAdmin deniedText={moderationTexts.accessDenied} />,
                children: [{ path: paths.moderation.path, ...onDemand('/src/app/routes/moderation.tsx') }],
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

/**
 * Resolves once the router has loaded the current page's on-demand modules, when its first render
 * draws the page itself rather than the loading fallback: what a prerendered page must wait for
 * before hydrating, so that the first render matches the HTML.
 */
export function whenRouterReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
