import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** The classes of a notification's row, a link or a button, in the bell and on the history page alike. */
export const notificationRowClass =
  'flex w-full gap-3 px-4 py-3 text-left outline-none focus-visible:bg-muted focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:ring-inset';

/** What a notification's row shows: the unread dot, its title (read out as unread), its text and its time. */
export function NotificationEntryBody({
  title,
  message,
  read,
  time,
}: {
  title: string;
  message: string;
  read: boolean;
  time: ReactNode;
}) {
  return (
    <>
      <span
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', read ? 'bg-transparent' : 'bg-primary')}
        aria-hidden
      />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">
          {title}
          {read ? null : <span className="sr-only"> (unread)</span>}
        </span>
        <span className="block text-sm text-muted-foreground">{message}</span>
        {time}
      </span>
    </>
  );
}
