import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { paths } from '../../config/paths.ts';
import { SessionErrorScreen } from './session-error-screen.tsx';
import { useGuardSession } from './use-guard-session.ts';

/** Routes for signed-in players; visitors go to /auth and come back here after signing in. */
export function RequireSignedIn() {
  const { data: session, isPending, error, refetch } = useGuardSession();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (session === undefined) return <SessionErrorScreen error={error} onRetry={() => refetch()} />;
  if (!session) {
    return (
      <Navigate
        to={paths.auth.getHref()}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <Outlet />;
}
