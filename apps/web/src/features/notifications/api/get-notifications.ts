import {
  type NotificationList,
  notificationListSchema,
} from '@rally/shared/notifications/notifications.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const notificationsQueryKey = ['notifications'] as const;

export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api.get('/api/notifications', import.meta.env.DEV ? notificationListSchema : undefined, signal);
}

export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 30_000,
  });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
