import { PlusIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { createGameItem, type NavItem, navItems } from './nav-items.ts';
import { focusRing } from './nav-styles.ts';

const [home, find, myGames, leagues, friends] = navItems;

function BarLink({ item }: { item: NavItem | undefined }) {
  if (!item) return null;
  return (
    <NavLink
      to={item.href}
      className={cn(
        'flex min-w-0 flex-1 flex-col items-center gap-0.5 rounded-lg px-0.5 py-1.5 text-[10px] leading-tight font-medium text-muted-foreground aria-[current=page]:text-primary',
        focusRing,
      )}
    >
      <item.icon className="size-5" aria-hidden />
      <span className="truncate">{item.label}</span>
    </NavLink>
  );
}

/** Mobile bottom navigation: the first five sections around a raised Create Game button in the centre. */
export function MobileBottomBar() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-[1fr_auto_1fr] items-center border-t bg-card/95 px-2 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] backdrop-blur md:hidden"
    >
      <div className="flex">
        <BarLink item={home} />
        <BarLink item={find} />
      </div>
      <Link
        to={createGameItem.href}
        aria-label={createGameItem.label}
        className={cn(
          '-mt-6 mx-1.5 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 ring-4 ring-background',
          focusRing,
        )}
      >
        <PlusIcon className="size-7" aria-hidden />
      </Link>
      <div className="flex">
        <BarLink item={myGames} />
        <BarLink item={leagues} />
        <BarLink item={friends} />
      </div>
    </nav>
  );
}
