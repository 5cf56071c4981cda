import { useSignedInUser } from '../../features/auth/api/get-session.ts';
import { useSendFriendRequest } from '../../features/friends/api/send-friend-request.ts';
import { ProfilePage } from '../../features/profiles/pages/profile-page.tsx';
import { PendingReviews } from '../../features/reviews/components/pending-reviews.tsx';
import { useSignOutAction } from '../layouts/sign-out-action.ts';

export function Component() {
  const user = useSignedInUser();
  const signOut = useSignOutAction();
  // The own profile shows no friendship step, but the screen takes the action for any profile.
  const sendFriendRequest = useSendFriendRequest();
  return (
    <ProfilePage
      viewerId={user.id}
      signOut={signOut}
      sendFriendRequest={sendFriendRequest}
      writeReviews={<PendingReviews />}
    />
  );
}
