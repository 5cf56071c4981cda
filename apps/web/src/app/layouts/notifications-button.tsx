import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { NotificationCenter } from '../../features/notifications/components/notification-center.tsx';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import type { RailMenuProps } from './rail-menu-props.ts';

/** The rail's bell: opens the notification panel in a popover. */
export function NotificationsButton({ open, onOpenChange, trigger }: RailMenuProps) {
  const contentMounted = useOpenedOnce(open);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <Tooltip label="Notifications">
        <PopoverTrigger {...trigger} />
      </Tooltip>
      {contentMounted && (
        <PopoverContent side="right" align="start" aria-label="Notifications" className="w-96 p-0">
          <NotificationCenter onNavigate={() => onOpenChange(false)} />
        </PopoverContent>
      )}
    </Popover>
  );
}
