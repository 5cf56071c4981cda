import { notificationLink } from '@rally/shared/notifications/notification-link';
// The link comes from its own module: the schemas module loads only with a development check.
import type { Notification } from '@rally/shared/notifications/notifications.schemas';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { formatFullMoment } from '../../../lib/date-format.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { NotificationEntryBody, notificationRowClass } from './notification-entry-body.tsx';

/**
 * One notification of the history: it opens where it points (as in the bell) and is marked read on the
 * way; one that points nowhere (a cancelled game) is a button that only marks it read.
 */
export function NotificationHistoryItem({
  notification,
  now,
  onRead,
}: {
  notification: Notification;
  now: Date;
  onRead: (id: string) => void;
}) {
  const link = notificationLink(notification);
  const markRead = () => {
    if (!notification.read) onRead(notification.id);
  };
  const body = (
    <NotificationEntryBody
      title={notification.title}
      message={notification.message}
      read={notification.read}
      time={
        <time
          dateTime={notification.createdAt}
          title={formatFullMoment(notification.createdAt)}
          className="mt-0.5 block text-xs text-muted-foreground"
        >
          {relativeTime(notification.createdAt, now)}
        </time>
      }
    />
  );
  const unreadTint = !notification.read && 'bg-accent/40';
  return (
    <li>
      {link ? (
        <Link to={link} onClick={markRead} className={cn(notificationRowClass, 'hover:bg-muted', unreadTint)}>
          {body}
        </Link>
      ) : notification.read ? (
        <div className={notificationRowClass}>{body}</div>
      ) : (
        <button
          type="button"
          onClick={markRead}
          className={cn(notificationRowClass, 'hover:bg-muted', unreadTint)}
        >
          {body}
        </button>
      )}
    </li>
  );
}
