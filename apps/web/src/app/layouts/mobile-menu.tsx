import { LogOutIcon, MenuIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { ThemeToggle } from '../../components/layout/theme-toggle.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Separator } from '../../components/ui/separator.tsx';
import { Sheet, SheetContent, SheetTrigger } from '../../components/ui/sheet.tsx';
import { useSignedInUser } from '../../features/auth/api/get-session.ts';
import { cn } from '../../lib/cn.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { adminNavItems, createGameItem, navItems } from './nav-items.ts';
import { focusRing } from './nav-styles.ts';
import { useSignOutAction } from './sign-out-action.ts';

const drawerLink = cn(
  'flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium hover:bg-muted aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
  focusRing,
);

/** The mobile drawer: every section, Create Game, an administrator's pages, the theme switch and sign-out. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const contentMounted = useOpenedOnce(open);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-label="Open menu"
        className={cn('flex size-10 items-center justify-center rounded-lg hover:bg-muted', focusRing)}
      >
        <MenuIcon className="size-5" aria-hidden />
      </SheetTrigger>
      {contentMounted && <MobileMenuContent close={() => setOpen(false)} />}
    </Sheet>
  );
}

function MobileMenuContent({ close }: { close: () => void }) {
  const user = useSignedInUser();
  const { signOut, pending } = useSignOutAction();
  return (
    <SheetContent side="right" title="Menu">
      <div className="grid gap-1 p-3">
        <div className="px-3 pt-1 pb-3">
          <p className="font-semibold">{user.name}</p>
          <p className="text-sm text-muted-foreground">@{user.username}</p>
        </div>
        <nav aria-label="Menu" className="grid gap-1">
          {navItems.map((item) => (
            <NavLink key={item.href} to={item.href} onClick={close} className={drawerLink}>
              <item.icon className="size-5" aria-hidden />
              {item.label}
            </NavLink>
          ))}
          <NavLink
            to={createGameItem.href}
            onClick={close}
            className={cn(
              'flex items-center gap-3 rounded-lg px-3 py-2.5 font-semibold text-primary hover:bg-muted',
              focusRing,
            )}
          >
            <PlusIcon className="size-5" aria-hidden />
            {createGameItem.label}
          </NavLink>
          {user.isAdmin
            ? adminNavItems.map((item) => (
                <NavLink key={item.href} to={item.href} onClick={close} className={drawerLink}>
                  <item.icon className="size-5" aria-hidden />
                  {item.label}
                </NavLink>
              ))
            : null}
        </nav>
        <Separator className="my-3" />
        <div className="px-3 py-1">
          <ThemeToggle id="mobile-theme-toggle" />
        </div>
        <Separator className="my-3" />
        <Button variant="ghost" className="justify-start gap-3 px-3" disabled={pending} onClick={signOut}>
          <LogOutIcon className="size-5" aria-hidden />
          Sign Out
        </Button>
      </div>
    </SheetContent>
  );
}
