import { FriendsActivityPage } from '../../features/friends/pages/friends-activity-page.tsx';

export function Component() {
  return <FriendsActivityPage />;
}
