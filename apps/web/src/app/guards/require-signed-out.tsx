import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { postAuthPath } from '../../features/auth/lib/post-auth-path.ts';
import { usePendingUntilSliced } from '../../lib/use-pending-until-sliced.ts';
import { SessionErrorScreen } from './session-error-screen.tsx';

/**
 * Routes for visitors (/auth and the reset pages). A signed-in user moves on, which is also how a
 * successful sign-in or verification leaves these screens: setting the session is enough.
 */
export function RequireSignedOut() {
  const { data: session, isPending, error, refetch } = useSession();
  const location = useLocation();
  // The page behind the guard mounts in a sliced render once the session arrives.
  const pending = usePendingUntilSliced(isPending);
  if (pending) return <LoadingScreen />;
  if (session === undefined) return <SessionErrorScreen error={error} onRetry={() => refetch()} />;
  if (session) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={postAuthPath(session, from)} replace />;
  }
  return <Outlet />;
}
