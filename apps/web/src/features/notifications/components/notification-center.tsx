import { notificationLink } from '@rally/shared/notifications/notification-link';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NotificationPanel } from './notification-panel.tsx';

/**
 * The notification panel wired to data: clicking an entry marks it read and follows its link;
 * `onNavigate` lets the popover or sheet around it close first.
 */
export function NotificationCenter({
  onNavigate,
  headerEnd,
}: {
  onNavigate?: () => void;
  /** Passed to the panel's header row (the phone sheet's close button). */
  headerEnd?: ReactNode;
}) {
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const now = new Date();
  const byId = new Map(data?.notifications.map((n) => [n.id, n]));

  return (
    <NotificationPanel
      loading={isPending}
      failed={isError}
      unreadCount={data?.unreadCount ?? 0}
      notifications={(data?.notifications ?? []).map((n) => ({
        id: n.id,
        title: n.title,
        message: n.message,
        read: n.read,
        timeLabel: relativeTime(n.createdAt, now),
      }))}
      onSelect={(item) => {
        const notification = byId.get(item.id);
        if (!notification) return;
        if (!notification.read) markRead.mutate(notification.id);
        const link = notificationLink(notification);
        if (link) {
          onNavigate?.();
          void navigate(link);
        }
      }}
      headerEnd={headerEnd}
      onMarkAllRead={() => markAllRead.mutate()}
      markingAllRead={markAllRead.isPending}
      seeAllHref={paths.notificationsHistory.getHref()}
      onSeeAll={onNavigate}
    />
  );
}
