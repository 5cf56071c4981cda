import { notificationsEndpoints } from '@rally/shared/notifications/notifications.endpoints';
import { notificationMessages } from '@rally/shared/notifications/notifications.messages';
import type { NotificationList } from '@rally/shared/notifications/notifications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from './get-notifications.ts';

export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return call(notificationsEndpoints.markAllNotificationsRead);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
        list
          ? { ...list, notifications: list.notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 }
          : list,
      );
      toast.success(notificationMessages.cleared, { description: notificationMessages.clearedDetail });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
