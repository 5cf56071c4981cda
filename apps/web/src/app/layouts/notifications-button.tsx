import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { NotificationCenter } from '../../features/notifications/components/notification-center.tsx';
import { UnreadBadge, useNotificationsLabel } from '../../features/notifications/components/unread-badge.tsx';
import { cn } from '../../lib/cn.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { focusRing } from './nav-styles.ts';
import { RailTooltip, useRailControls } from './rail-controls.tsx';

/** The rail's bell with its live unread badge: opens the notification panel in a popover. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const contentMounted = useOpenedOnce(open);
  const controls = useRailControls();
  const label = useNotificationsLabel();
  const trigger = {
    'aria-label': label,
    className: cn(
      'relative flex size-11 items-center justify-center rounded-xl text-rail-foreground transition-colors hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10 data-[state=open]:text-white',
      focusRing,
    ),
    children: (
      <>
        <BellIcon className="size-5" aria-hidden />
        <UnreadBadge className="ring-rail" />
      </>
    ),
  };
  // Pressed before the rail's controls are mounted, it mounts them, open (rail-controls.tsx).
  if (!controls.mounted) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={() => {
          setOpen(true);
          controls.mount();
        }}
        {...trigger}
      />
    );
  }
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <RailTooltip label="Notifications">
        <PopoverTrigger {...trigger} />
      </RailTooltip>
      {contentMounted && (
        <PopoverContent side="right" align="start" aria-label="Notifications" className="w-96 p-0">
          <NotificationCenter onNavigate={() => setOpen(false)} />
        </PopoverContent>
      )}
    </Popover>
  );
}
