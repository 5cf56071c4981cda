import { useSignedInUser } from '../../features/auth/api/get-session.ts';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page.tsx';
import { UnreadBadge } from '../../features/notifications/components/unread-badge.tsx';

export function Component() {
  const user = useSignedInUser();
  return <DashboardPage displayName={user.name} unreadBadge={<UnreadBadge />} />;
}
