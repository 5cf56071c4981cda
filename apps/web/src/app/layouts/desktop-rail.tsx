import { MessageCircleIcon, PlusIcon } from 'lucide-react';
import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/layout/logo.tsx';
import { paths } from '../../config/paths.ts';
import {
  UnreadMessagesBadge,
  useMessagesLabel,
} from '../../features/messages/components/unread-messages-badge.tsx';
import { cn } from '../../lib/cn.ts';
import { createGameItem, navItems } from './nav-items.ts';
import { focusRing } from './nav-styles.ts';
import { NotificationsButton } from './notifications-button.tsx';
import { RailControlsProvider, RailTooltip, useMountRailControls } from './rail-controls.tsx';
import { UserMenu } from './user-menu.tsx';

const railLink = cn(
  'flex size-11 items-center justify-center rounded-xl text-rail-foreground transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
  focusRing,
);

/** Desktop navigation (md and up): a narrow dark rail of icon links, each named by a tooltip and aria-label. */
export function DesktopRail() {
  const messagesLabel = useMessagesLabel();
  const rail = useRef<HTMLElement>(null);
  const controls = useMountRailControls(rail);
  return (
    <aside
      ref={rail}
      data-controls-mounted={controls.mounted || undefined}
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
          <NotificationsButton />
          <UserMenu />
        </div>
      </RailControlsProvider>
    </aside>
  );
}
