import { cn } from '../../../lib/cn.ts';
import { useUnreadMessages } from '../api/get-unread-messages.ts';

/** The Messages icon's unread count: hidden at zero, "99+" past 99. The number is also spoken with the link. */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const count = useUnreadMessages().data?.unreadTotal ?? 0;
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid="messages-unread-badge"
      className={cn(
        'pointer-events-none absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-card',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** "Messages, 3 unread" for the Messages icon's accessible name. */
export function useMessagesLabel(): string {
  const count = useUnreadMessages().data?.unreadTotal ?? 0;
  return count > 0 ? `Messages, ${count} unread` : 'Messages';
}
