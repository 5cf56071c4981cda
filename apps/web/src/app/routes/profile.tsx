import { useSignedInUser } from '../../features/auth/api/get-session.ts';
import { ProfilePage } from '../../features/profiles/pages/profile-page.tsx';
import { useSignOutAction } from '../layouts/sign-out-action.ts';

export function Component() {
  const user = useSignedInUser();
  const signOut = useSignOutAction();
  return <ProfilePage viewerId={user.id} signOut={signOut} />;
}
