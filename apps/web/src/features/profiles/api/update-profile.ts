import { profilesEndpoints } from '@rally/shared/profiles/profiles.endpoints';
import type { OwnProfile, ProfileScreen, ProfileUpdate } from '@rally/shared/profiles/profiles.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { profileScreenQueryKey, profilesQueryKey } from './get-profile-screen.ts';

export function updateProfile(input: ProfileUpdate): Promise<OwnProfile> {
  return call(profilesEndpoints.updateOwnProfile, { body: input });
}

/** Saves the Edit Profile form. The form words its own failures (field errors and toasts). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { errorToast: false },
    onSuccess: (profile) => {
      // The own screen shows the saved profile at once; the rest of it (stats, lists) is refetched.
      queryClient.setQueryData<ProfileScreen>(profileScreenQueryKey(), (screen) =>
        screen?.isOwn ? { ...screen, profile } : screen,
      );
      void queryClient.invalidateQueries({ queryKey: profilesQueryKey });
    },
  });
}
