import { notificationsEndpoints } from '@rally/shared/notifications/notifications.endpoints';
import type { NotificationList } from '@rally/shared/notifications/notifications.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const notificationsQueryKey = ['notifications'] as const;

export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return call(notificationsEndpoints.listNotifications, { signal });
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
