import { useSignedInUser } from '../../features/auth/api/get-session.ts';
import { NotificationSettingsPage } from '../../features/notification-settings/pages/notification-settings-page.tsx';

/** /notifications: the email comes from the session, so the page shows it without asking. */
export function Component() {
  const user = useSignedInUser();
  return <NotificationSettingsPage email={user.email} />;
}
