import { profilesEndpoints } from '@rally/shared/profiles/profiles.endpoints';
import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import type { ProfileScreen, UpdateActivityStatusInput } from '@rally/shared/profiles/profiles.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { activityStatusQueryKey } from './get-activity-status.ts';
import { profileScreenQueryKey } from './get-profile-screen.ts';

export function updateActivityStatus(input: UpdateActivityStatusInput): Promise<UpdateActivityStatusInput> {
  return call(profilesEndpoints.setActivityStatus, { body: input });
}

/** Shows or hides the viewer's online status to friends (Settings → Privacy & Security). */
export function useUpdateActivityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActivityStatus,
    meta: { errorToast: () => profileMessages.activityStatusFailed },
    onSuccess: ({ showActivityStatus }) => {
      queryClient.setQueryData(activityStatusQueryKey, { showActivityStatus });
      queryClient.setQueryData<ProfileScreen>(profileScreenQueryKey(), (screen) =>
        screen?.isOwn ? { ...screen, profile: { ...screen.profile, showActivityStatus } } : screen,
      );
      toast.success(
        showActivityStatus ? profileMessages.activityStatusEnabled : profileMessages.activityStatusDisabled,
      );
    },
  });
}
