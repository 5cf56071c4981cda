import { BellIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { NotificationEntryBody, notificationRowClass } from './notification-entry-body.tsx';

export type NotificationPanelItem = {
  id: string;
  title: string;
  message: string;
  read: boolean;
  /** Already worded for display ("Just now", "5m ago"). */
  timeLabel: string;
};

type NotificationPanelProps = {
  notifications: NotificationPanelItem[];
  /** The server's count, which also covers unread entries older than the 50 listed. */
  unreadCount: number;
  loading?: boolean;
  failed?: boolean;
  markingAllRead?: boolean;
  onSelect?: (notification: NotificationPanelItem) => void;
  onMarkAllRead?: () => void;
  /** The notifications page, linked at the foot of the panel; `onSeeAll` runs as it is followed. */
  seeAllHref?: string;
  onSeeAll?: () => void;
  /** A control at the end of the header row: the phone sheet's close button, so it needs no row of its own. */
  headerEnd?: ReactNode;
  className?: string;
};

function unreadLabel(count: number): string {
  return `${count} unread notification${count === 1 ? '' : 's'}`;
}

/** The notification list shown in the desktop popover and the mobile sheet. Data arrives by props. */
export function NotificationPanel({
  notifications,
  unreadCount: unread,
  loading = false,
  failed = false,
  markingAllRead = false,
  onSelect,
  onMarkAllRead,
  seeAllHref,
  onSeeAll,
  headerEnd,
  className,
}: NotificationPanelProps) {
  return (
    <div className={cn('flex flex-col', className)}>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <div>
          <h2 className="text-base font-bold">Notifications</h2>
          {unread > 0 ? <p className="text-xs text-muted-foreground">{unreadLabel(unread)}</p> : null}
        </div>
        <div className="flex items-center gap-1">
          {unread > 0 && onMarkAllRead ? (
            <Button variant="ghost" size="sm" onClick={onMarkAllRead} disabled={markingAllRead}>
              Mark all as read
            </Button>
          ) : null}
          {headerEnd}
        </div>
      </div>
      {loading ? (
        <p className="px-6 py-10 text-center text-sm text-muted-foreground">Loading notifications...</p>
      ) : failed ? (
        <p role="alert" className="px-6 py-10 text-center text-sm text-muted-foreground">
          Couldn't load notifications. Please try again.
        </p>
      ) : notifications.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-muted">
            <BellIcon className="size-5 text-muted-foreground" aria-hidden />
          </span>
          <p className="font-semibold">No notifications yet</p>
          <p className="text-sm text-muted-foreground">You'll see friend activities and updates here</p>
        </div>
      ) : (
        <ul className="max-h-96 divide-y overflow-y-auto">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                onClick={() => onSelect?.(notification)}
                className={cn(notificationRowClass, 'hover:bg-muted', !notification.read && 'bg-accent/40')}
              >
                <NotificationEntryBody
                  title={notification.title}
                  message={notification.message}
                  read={notification.read}
                  time={
                    <span className="mt-0.5 block text-xs text-muted-foreground">
                      {notification.timeLabel}
                    </span>
                  }
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {seeAllHref ? (
        <div className="border-t px-4 py-2 text-center">
          <Link
            to={seeAllHref}
            onClick={onSeeAll}
            className="inline-flex rounded-md px-2 py-1 text-sm font-semibold text-primary outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
          >
            See all notifications
          </Link>
        </div>
      ) : null}
    </div>
  );
}
