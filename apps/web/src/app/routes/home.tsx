import { Navigate } from 'react-router';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../features/auth/api/get-session.ts';
import { LandingPage } from '../../features/landing/pages/landing-page.tsx';

/** `/`: the landing page for visitors, the dashboard for players. */
export function Component() {
  const { data: session, isPending } = useSession();
  if (isPending) return <LoadingScreen />;
  if (session) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <LandingPage />;
}
