import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import {
  type ProfileScreen,
  type UpdateActivityStatusInput,
  updateActivityStatusInput,
} from '@rally/shared/profiles/profiles.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { activityStatusQueryKey } from './get-activity-status.ts';
import { profileScreenQueryKey } from './get-profile-screen.ts';

export function updateActivityStatus(input: UpdateActivityStatusInput): Promise<UpdateActivityStatusInput> {
  return api.patch(
    '/api/profiles/me/activity-status',
    input,
    import.meta.env.DEV ? updateActivityStatusInput : undefined,
  );
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
