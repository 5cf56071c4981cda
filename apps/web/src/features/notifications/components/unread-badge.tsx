import { cn } from '../../../lib/cn.ts';
import { useNotifications } from '../api/get-notifications.ts';

/** The bell's unread count: hidden at zero, "99+" past 99. The number is also spoken with the button. */
export function UnreadBadge({ className }: { className?: string }) {
  const { data } = useNotifications();
  const count = data?.unreadCount ?? 0;
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className={cn(
        'pointer-events-none absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-card',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** "Notifications, 3 unread" for the bell's accessible name. */
export function useNotificationsLabel(): string {
  const { data } = useNotifications();
  const count = data?.unreadCount ?? 0;
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}
