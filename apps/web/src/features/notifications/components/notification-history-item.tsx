import { type Notification, notificationLink } from '@rally/shared/notifications/notifications.schemas';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { relativeTime } from '../../../lib/relative-time.ts';

const rowClass =
  'flex w-full gap-3 px-4 py-3 text-left outline-none focus-visible:bg-muted focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:ring-inset';

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
    <>
      <span
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          notification.read ? 'bg-transparent' : 'bg-primary',
        )}
        aria-hidden
      />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">
          {notification.title}
          {notification.read ? null : <span className="sr-only"> (unread)</span>}
        </span>
        <span className="block text-sm text-muted-foreground">{notification.message}</span>
        <time
          dateTime={notification.createdAt}
          title={format(new Date(notification.createdAt), 'PPpp')}
          className="mt-0.5 block text-xs text-muted-foreground"
        >
          {relativeTime(notification.createdAt, now)}
        </time>
      </span>
    </>
  );
  const unreadTint = !notification.read && 'bg-accent/40';
  return (
    <li>
      {link ? (
        <Link to={link} onClick={markRead} className={cn(rowClass, 'hover:bg-muted', unreadTint)}>
          {body}
        </Link>
      ) : notification.read ? (
        <div className={rowClass}>{body}</div>
      ) : (
        <button type="button" onClick={markRead} className={cn(rowClass, 'hover:bg-muted', unreadTint)}>
          {body}
        </button>
      )}
    </li>
  );
}
