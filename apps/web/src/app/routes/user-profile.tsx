import { useParams } from 'react-router';
import { useSignedInUser } from '../../features/auth/api/get-session.ts';
import { useSendFriendRequest } from '../../features/friends/api/send-friend-request.ts';
import { ProfilePage } from '../../features/profiles/pages/profile-page.tsx';
import { PendingReviews } from '../../features/reviews/components/pending-reviews.tsx';
import { useSignOutAction } from '../layouts/sign-out-action.ts';

/** /profile/:id: another player's profile, or the viewer's own when the id is theirs. */
export function Component() {
  const user = useSignedInUser();
  const signOut = useSignOutAction();
  const sendFriendRequest = useSendFriendRequest();
  const { id } = useParams();
  // Keyed by id so moving from one player's profile to another's starts fresh (tabs back on Upcoming).
  return (
    <ProfilePage
      key={id}
      viewerId={user.id}
      userId={id}
      signOut={signOut}
      sendFriendRequest={sendFriendRequest}
      writeReviews={<PendingReviews />}
    />
  );
}
