import { notificationsEndpoints } from '@rally/shared/notifications/notifications.endpoints';
import type { NotificationList } from '@rally/shared/notifications/notifications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from './get-notifications.ts';

export function markNotificationRead(id: string): Promise<void> {
  return call(notificationsEndpoints.markNotificationRead, { params: { id } });
}

/** Marks one read at once on screen; the unread count drops by one and never below zero. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationList>(notificationsQueryKey);
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
        list ? markReadLocally(list, [id]) : list,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

/** The list with these notifications read and the unread count lowered by those that were unread. */
export function markReadLocally(list: NotificationList, ids: string[]): NotificationList {
  const targets = new Set(ids);
  let changed = 0;
  const notifications = list.notifications.map((notification) => {
    if (!targets.has(notification.id) || notification.read) return notification;
    changed += 1;
    return { ...notification, read: true };
  });
  return { ...list, notifications, unreadCount: Math.max(0, list.unreadCount - changed) };
}
