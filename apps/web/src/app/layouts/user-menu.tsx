import { LogOutIcon, MoonIcon, SettingsIcon, SunIcon, UserIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { paths } from '../../config/paths.ts';
import { useSignedInUser } from '../../features/auth/api/get-session.ts';
import { useTheme } from '../../lib/theme.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { adminNavItems } from './nav-items.ts';
import type { RailMenuProps } from './rail-menu-props.ts';
import { useSignOutAction } from './sign-out-action.ts';

/** The rail's account menu: profile, settings, an administrator's pages, theme and sign-out. */
export function UserMenu({ open, onOpenChange, trigger }: RailMenuProps) {
  const contentMounted = useOpenedOnce(open);
  return (
    // Not modal: a modal menu marks the rest of the page aria-hidden while its links stay focusable
    // (axe aria-hidden-focus). A menu button does not need to hide the page; Escape and clicks outside close it.
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <Tooltip label="Account">
        <DropdownMenuTrigger {...trigger} />
      </Tooltip>
      {contentMounted && <UserMenuContent />}
    </DropdownMenu>
  );
}

function UserMenuContent() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  const { signOut, pending } = useSignOutAction();
  return (
    <DropdownMenuContent side="right" align="end">
      <DropdownMenuLabel>
        <span className="block font-semibold">{user.name}</span>
        <span className="block text-xs text-muted-foreground">@{user.username}</span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => navigate(paths.profile.getHref())}>
        <UserIcon aria-hidden /> Profile
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => navigate(paths.profileSettings.getHref())}>
        <SettingsIcon aria-hidden /> Settings
      </DropdownMenuItem>
      {user.isAdmin
        ? adminNavItems.map((item) => (
            <DropdownMenuItem key={item.href} onSelect={() => navigate(item.href)}>
              <item.icon aria-hidden /> {item.label}
            </DropdownMenuItem>
          ))
        : null}
      <DropdownMenuItem onSelect={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
        {theme === 'dark' ? <SunIcon aria-hidden /> : <MoonIcon aria-hidden />}
        {theme === 'dark' ? 'Light mode' : 'Dark mode'}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={pending} onSelect={signOut}>
        <LogOutIcon aria-hidden /> Sign Out
      </DropdownMenuItem>
    </DropdownMenuContent>
  );
}
