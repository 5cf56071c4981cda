import { BellIcon, MessageCircleIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/layout/logo.tsx';
import { Sheet, SheetCloseButton, SheetContent, SheetTrigger } from '../../components/ui/sheet.tsx';
import { paths } from '../../config/paths.ts';
import {
  UnreadMessagesBadge,
  useMessagesLabel,
} from '../../features/messages/components/unread-messages-badge.tsx';
import { NotificationCenter } from '../../features/notifications/components/notification-center.tsx';
import { UnreadBadge, useNotificationsLabel } from '../../features/notifications/components/unread-badge.tsx';
import { cn } from '../../lib/cn.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { focusRing } from './nav-styles.ts';

const iconButton = cn('flex size-10 items-center justify-center rounded-lg hover:bg-muted', focusRing);

/** Mobile header: logo, friends, messages (the inbox, with its unread badge), the notifications sheet and the menu drawer. */
export function MobileTopBar() {
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const notificationsMounted = useOpenedOnce(notificationsOpen);
  const notificationsLabel = useNotificationsLabel();
  const messagesLabel = useMessagesLabel();
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between gap-2 border-b bg-card/95 px-3 backdrop-blur md:hidden">
      <Link to={paths.dashboard.getHref()} aria-label="Rally home" className={cn('rounded-md', focusRing)}>
        <Logo className="h-7" />
      </Link>
      <div className="flex items-center gap-1">
        <Link to={paths.friends.getHref()} aria-label="Friends" className={iconButton}>
          <UsersIcon className="size-5" aria-hidden />
        </Link>
        <Link
          to={paths.friends.getHref({ tab: 'messages' })}
          aria-label={messagesLabel}
          className={cn(iconButton, 'relative')}
        >
          <MessageCircleIcon className="size-5" aria-hidden />
          <UnreadMessagesBadge />
        </Link>
        <Sheet open={notificationsOpen} onOpenChange={setNotificationsOpen}>
          <SheetTrigger aria-label={notificationsLabel} className={cn(iconButton, 'relative')}>
            <BellIcon className="size-5" aria-hidden />
            <UnreadBadge />
          </SheetTrigger>
          {notificationsMounted && (
            <SheetContent side="right" title="Notifications" bare>
              <NotificationCenter
                onNavigate={() => setNotificationsOpen(false)}
                headerEnd={<SheetCloseButton />}
              />
            </SheetContent>
          )}
        </Sheet>
        <MobileMenu />
      </div>
    </header>
  );
}
