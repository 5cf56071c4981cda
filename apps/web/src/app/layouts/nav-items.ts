import {
  ActivityIcon,
  CalendarCheckIcon,
  FlagIcon,
  HomeIcon,
  type LucideIcon,
  SearchIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
} from 'lucide-react';
import { paths } from '../../config/paths.ts';

export type NavItem = { label: string; href: string; icon: LucideIcon };

/** The main sections, in the order the spec lists them; the mobile bottom bar shows the first five. */
export const navItems: NavItem[] = [
  { label: 'Home', href: paths.dashboard.getHref(), icon: HomeIcon },
  { label: 'Find Games', href: paths.find.getHref(), icon: SearchIcon },
  { label: 'My Games', href: paths.myGames.getHref(), icon: CalendarCheckIcon },
  { label: 'Leagues', href: paths.leagues.getHref(), icon: TrophyIcon },
  { label: 'Friends', href: paths.friends.getHref(), icon: UsersIcon },
  { label: 'Profile', href: paths.profile.getHref(), icon: UserIcon },
];

export const createGameItem = { label: 'Create Game', href: paths.create.getHref() };

/** The administrators' pages, in the account menus of administrators only. */
export const adminNavItems: NavItem[] = [
  { label: 'Monitoring', href: paths.monitoring.getHref(), icon: ActivityIcon },
  { label: 'Moderation', href: paths.moderation.getHref(), icon: FlagIcon },
];
