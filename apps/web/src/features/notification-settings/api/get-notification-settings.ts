import { notificationPreferencesEndpoints } from '@rally/shared/notifications/notification-preferences.endpoints';
import type { NotificationSettings } from '@rally/shared/notifications/preferences.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const notificationSettingsQueryKey = ['notification-settings'] as const;

/** The viewer's preferences, what the server can deliver (push key, email, SMS) and their devices. */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return call(notificationPreferencesEndpoints.getNotificationPreferences, { signal });
}

export function getNotificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}

export function useNotificationSettings() {
  return useQuery(getNotificationSettingsQueryOptions());
}
