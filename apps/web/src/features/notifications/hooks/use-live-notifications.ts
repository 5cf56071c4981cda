import { userTopic } from '@rally/shared/realtime/realtime-protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { notificationsQueryKey } from '../api/get-notifications.ts';

/** Keeps the notification list and the bell's count live: new and read notifications refetch it. */
export function useLiveNotifications(userId: string) {
  const queryClient = useQueryClient();
  useRealtime(userTopic(userId), (event) => {
    if (event.type === 'notification.created' || event.type === 'notification.read') {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    }
  });
}
