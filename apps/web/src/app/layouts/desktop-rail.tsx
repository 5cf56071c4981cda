import { BellIcon, MessageCircleIcon, PlusIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/layout/logo.tsx';
import { paths } from '../../config/paths.ts';
import { useSignedInUser } from '../../features/auth/api/get-session.ts';
import {
  UnreadMessagesBadge,
  useMessagesLabel,
} from '../../features/messages/components/unread-messages-badge.tsx';
import { UnreadBadge, useNotificationsLabel } from '../../features/notifications/components/unread-badge.tsx';
import { cn } from '../../lib/cn.ts';
import { createGameItem, navItems } from './nav-items.ts';
import { focusRing } from './nav-styles.ts';
import { RailControlsProvider, RailMenu, RailTooltip, useMountRailControls } from './rail-controls.tsx';

const railLink = cn(
  'flex size-11 items-center justify-center rounded-xl text-rail-foreground transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
  focusRing,
);

/** Desktop navigation (md and up): a narrow dark rail of icon links, each named by a tooltip and aria-label. */
export function DesktopRail() {
  const user = useSignedInUser();
  const messagesLabel = useMessagesLabel();
  const notificationsLabel = useNotificationsLabel();
  const rail = useRef<HTMLElement>(null);
  const controls = useMountRailControls(rail);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  return (
    <aside
      ref={rail}
      data-controls-mounted={controls.overlays ? '' : undefined}
      className="fixed inset-y-0 left-0 z-40 hidden w-20 flex-col items-center gap-6 border-r border-white/5 bg-rail py-5 md:flex"
    >
      <RailControlsProvider value={controls}>
        <Link to={paths.dashboard.getHref()} aria-label="Rally home" className={cn('rounded-lg', focusRing)}>
          <span className="dark">
            <Logo variant="mark" className="h-9" />
          </span>
        </Link>
        <nav aria-label="Main" className="flex flex-1 flex-col items-center gap-2">
          {navItems.map((item) => (
            <RailTooltip key={item.href} label={item.label}>
              <NavLink to={item.href} aria-label={item.label} className={railLink}>
                <item.icon className="size-5" aria-hidden />
              </NavLink>
            </RailTooltip>
          ))}
          <RailTooltip label={createGameItem.label}>
            <Link
              to={createGameItem.href}
              aria-label={createGameItem.label}
              className={cn(
                'mt-3 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition-transform hover:scale-105',
                focusRing,
              )}
            >
              <PlusIcon className="size-6" aria-hidden />
            </Link>
          </RailTooltip>
        </nav>
        <div className="flex flex-col items-center gap-2">
          <RailTooltip label="Messages">
            <Link
              to={paths.friends.getHref({ tab: 'messages' })}
              aria-label={messagesLabel}
              className={cn(railLink, 'relative')}
            >
              <MessageCircleIcon className="size-5" aria-hidden />
              <UnreadMessagesBadge className="ring-rail" />
            </Link>
          </RailTooltip>
          <RailMenu
            menu="NotificationsButton"
            popup="dialog"
            open={notificationsOpen}
            onOpenChange={setNotificationsOpen}
            trigger={{
              'aria-label': notificationsLabel,
              className: cn(railLink, 'relative data-[state=open]:bg-white/10 data-[state=open]:text-white'),
              children: (
                <>
                  <BellIcon className="size-5" aria-hidden />
                  <UnreadBadge className="ring-rail" />
                </>
              ),
            }}
          />
          <RailMenu
            menu="UserMenu"
            popup="menu"
            open={accountOpen}
            onOpenChange={setAccountOpen}
            trigger={{
              'aria-label': 'Account menu',
              className: cn(
                'flex size-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground uppercase',
                focusRing,
              ),
              children: user.name.trim().charAt(0) || user.username.charAt(0),
            }}
          />
        </div>
      </RailControlsProvider>
    </aside>
  );
}
