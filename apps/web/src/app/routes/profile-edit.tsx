import { useQueryClient } from '@tanstack/react-query';
import { getSessionQueryOptions, useSignedInUser } from '../../features/auth/api/get-session.ts';
import { EditProfilePage } from '../../features/profiles/pages/edit-profile-page.tsx';

export function Component() {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  // The session's display name and profileComplete come from the profile, so a save refetches it.
  const refreshSession = async () => {
    const session = await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
    return session ? session.user.profileComplete : null;
  };
  return <EditProfilePage profileComplete={user.profileComplete} refreshSession={refreshSession} />;
}
