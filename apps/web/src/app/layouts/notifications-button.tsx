import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { NotificationCenter } from '../../features/notifications/components/notification-center.tsx';
import { UnreadBadge, useNotificationsLabel } from '../../features/notifications/components/unread-badge.tsx';
import { cn } from '../../lib/cn.ts';
import { focusRing } from './nav-styles.ts';

/** The rail's bell with its live unread badge: opens the notification panel in a popover. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const label = useNotificationsLabel();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <Tooltip label="Notifications">
        <PopoverTrigger
          aria-label={label}
          className={cn(
            'relative flex size-11 items-center justify-center rounded-xl text-rail-foreground transition-colors hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10 data-[state=open]:text-white',
            focusRing,
          )}
        >
          <BellIcon className="size-5" aria-hidden />
          <UnreadBadge className="ring-rail" />
        </PopoverTrigger>
      </Tooltip>
      <PopoverContent side="right" align="start" aria-label="Notifications" className="w-96 p-0">
        <NotificationCenter onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
