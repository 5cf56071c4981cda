import { notificationPreferencesEndpoints } from '@rally/shared/notifications/notification-preferences.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { notificationSettingsQueryKey } from './get-notification-settings.ts';

/** Removes one of the player's push devices from their list, so nothing more is pushed to it. */
export function removePushDevice(id: string): Promise<{ message: string }> {
  return call(notificationPreferencesEndpoints.removePushDevice, { params: { id } });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey });
    },
  });
}
