import { profilesEndpoints } from '@rally/shared/profiles/profiles.endpoints';
import type { OwnProfile, ProfileScreen } from '@rally/shared/profiles/profiles.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { profileScreenQueryKey } from './get-profile-screen.ts';

/** Replaces the avatar; the server decodes the image and decides whether it is acceptable. */
export function uploadAvatar(file: File): Promise<OwnProfile> {
  const form = new FormData();
  form.append('file', file);
  return call(profilesEndpoints.uploadAvatar, { body: form });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    // The picker shows the server's reason beside the image.
    meta: { errorToast: false },
    onSuccess: (profile) => {
      queryClient.setQueryData<ProfileScreen>(profileScreenQueryKey(), (screen) =>
        screen?.isOwn ? { ...screen, profile } : screen,
      );
    },
  });
}
