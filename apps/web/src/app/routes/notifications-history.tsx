import { NotificationsPage } from '../../features/notifications/pages/notifications-page.tsx';

export function Component() {
  return <NotificationsPage />;
}
