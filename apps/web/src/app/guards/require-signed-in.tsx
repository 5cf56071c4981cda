import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../features/auth/api/get-session.ts';
import { usePendingUntilSliced } from '../../lib/use-pending-until-sliced.ts';
import { SessionErrorScreen } from './session-error-screen.tsx';

/** Routes for signed-in players; visitors go to /auth and come back here after signing in. */
export function RequireSignedIn() {
  const { data: session, isPending, error, refetch } = useSession();
  const location = useLocation();
  // The page behind the guard mounts in a sliced render once the session arrives.
  const pending = usePendingUntilSliced(isPending);
  if (pending) return <LoadingScreen />;
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
