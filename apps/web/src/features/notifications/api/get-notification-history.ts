import { notificationsEndpoints } from '@rally/shared/notifications/notifications.endpoints';
import type { NotificationGroup, NotificationList } from '@rally/shared/notifications/notifications.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from './get-notifications.ts';

/** The page's filter: every notification, or one group of them. */
export type NotificationFilter = 'all' | NotificationGroup;

/** Under the bell's key, so a new or read notification refreshes the history as it does the bell. */
export const notificationHistoryKey = (kind: NotificationFilter) =>
  [...notificationsQueryKey, 'history', kind] as const;

/** One page of the history, newest first; `cursor` is the previous page's `nextCursor`. */
export function getNotificationHistory(
  kind: NotificationFilter,
  cursor?: string,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const query = { kind: kind === 'all' ? undefined : kind, cursor: cursor || undefined };
  return call(notificationsEndpoints.listNotifications, { query, signal });
}

export function getNotificationHistoryQueryOptions(kind: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationHistoryKey(kind),
    queryFn: ({ pageParam, signal }) => getNotificationHistory(kind, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useNotificationHistory(kind: NotificationFilter) {
  return useInfiniteQuery(getNotificationHistoryQueryOptions(kind));
}
