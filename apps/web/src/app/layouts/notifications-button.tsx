import { BellIcon } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { NotificationPanel } from '../../features/notifications/components/notification-panel.tsx';
import { cn } from '../../lib/cn.ts';
import { focusRing } from './nav-styles.ts';

/** The rail's bell: opens the notification panel in a popover. The list is wired to data in the next issue. */
export function NotificationsButton() {
  return (
    <Popover>
      <Tooltip label="Notifications">
        <PopoverTrigger
          aria-label="Notifications"
          className={cn(
            'flex size-11 items-center justify-center rounded-xl text-rail-foreground transition-colors hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10 data-[state=open]:text-white',
            focusRing,
          )}
        >
          <BellIcon className="size-5" aria-hidden />
        </PopoverTrigger>
      </Tooltip>
      <PopoverContent side="right" align="start" aria-label="Notifications" className="w-96 p-0">
        <NotificationPanel notifications={[]} />
      </PopoverContent>
    </Popover>
  );
}
