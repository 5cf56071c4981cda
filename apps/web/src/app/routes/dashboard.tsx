import { useSignedInUser } from '../../features/auth/api/get-session.ts';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page.tsx';

export function Component() {
  const user = useSignedInUser();
  return <DashboardPage displayName={user.name} />;
}
