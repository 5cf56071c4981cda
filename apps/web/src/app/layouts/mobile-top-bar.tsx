import { BellIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/layout/logo.tsx';
import { Sheet, SheetContent, SheetTrigger } from '../../components/ui/sheet.tsx';
import { paths } from '../../config/paths.ts';
import { NotificationPanel } from '../../features/notifications/components/notification-panel.tsx';
import { cn } from '../../lib/cn.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { focusRing } from './nav-styles.ts';

const iconButton = cn('flex size-10 items-center justify-center rounded-lg hover:bg-muted', focusRing);

/** Mobile header: logo, friends, the notifications sheet and the menu drawer. */
export function MobileTopBar() {
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between gap-2 border-b bg-card/95 px-3 backdrop-blur md:hidden">
      <Link to={paths.dashboard.getHref()} aria-label="Rally home" className={cn('rounded-md', focusRing)}>
        <Logo className="h-7" />
      </Link>
      <div className="flex items-center gap-1">
        <Link to={paths.friends.getHref()} aria-label="Friends" className={iconButton}>
          <UsersIcon className="size-5" aria-hidden />
        </Link>
        <Sheet>
          <SheetTrigger aria-label="Notifications" className={iconButton}>
            <BellIcon className="size-5" aria-hidden />
          </SheetTrigger>
          <SheetContent side="right" title="Notifications" hideTitle>
            <NotificationPanel notifications={[]} />
          </SheetContent>
        </Sheet>
        <MobileMenu />
      </div>
    </header>
  );
}
