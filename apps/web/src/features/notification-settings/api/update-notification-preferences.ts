import { notificationPreferencesEndpoints } from '@rally/shared/notifications/notification-preferences.endpoints';
import {
  type NotificationSettings,
  preferencesMessages,
  type UpdateNotificationPreferencesInput,
} from '@rally/shared/notifications/preferences.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { notificationSettingsQueryKey } from './get-notification-settings.ts';

/** Saves the whole settings form at once (Save Preferences). */
export function updateNotificationPreferences(
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationSettings> {
  return call(notificationPreferencesEndpoints.updateNotificationPreferences, { body: input });
}

/** A refusal the server explained (say, a bad phone number) is shown as it is; anything else in the spec's words. */
function saveFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return preferencesMessages.loginRequired;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return `${preferencesMessages.saveFailed}: ${error.message}`;
  }
  return preferencesMessages.updateFailed;
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    meta: { errorToast: saveFailureMessage },
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationSettingsQueryKey, settings);
      toast.success(preferencesMessages.saved);
    },
  });
}
