import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { postAuthPath } from '../../features/auth/lib/post-auth-path.ts';
import { SessionErrorScreen } from './session-error-screen.tsx';
import { useGuardSession } from './use-guard-session.ts';

/**
 * Routes for visitors (/auth and the reset pages). A signed-in user moves on, which is also how a
 * successful sign-in or verification leaves these screens: setting the session is enough.
 */
export function RequireSignedOut() {
  const { data: session, isPending, error, refetch } = useGuardSession();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (session === undefined) return <SessionErrorScreen error={error} onRetry={() => refetch()} />;
  if (session) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={postAuthPath(session, from)} replace />;
  }
  return <Outlet />;
}
