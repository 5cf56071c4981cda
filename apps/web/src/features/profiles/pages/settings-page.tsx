import { calendarMessages } from '@rally/shared/calendar/calendar.schemas';
import {
  ArrowLeftIcon,
  BanIcon,
  BellIcon,
  CalendarIcon,
  ChevronRightIcon,
  LogOutIcon,
  PaletteIcon,
  RulerIcon,
  ShieldIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { ThemeToggle } from '../../../components/layout/theme-toggle.tsx';
import { BlockedPlayersList } from '../../../components/safety/blocked-players-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import type { SignOutControl } from '../components/own-profile-actions.tsx';
import { ActivityStatusToggle } from '../components/settings/activity-status-toggle.tsx';
import { CalendarFeedCard } from '../components/settings/calendar-feed-card.tsx';
import { DistanceUnitChoice } from '../components/settings/distance-unit-choice.tsx';
import { SettingsSection } from '../components/settings/settings-section.tsx';

/** /profile/settings: appearance, units, notifications, privacy, blocked players, the calendar feed and sign-out. */
export function SettingsPage({ signOut }: { signOut: SignOutControl }) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6 md:px-8 md:py-10">
      <title>Settings · Rally</title>
      <Link
        to={paths.profile.getHref()}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60"
      >
        <ArrowLeftIcon className="size-4" aria-hidden /> Back to Profile
      </Link>
      <h1 className="mt-3 mb-6 text-3xl font-extrabold tracking-tight">Settings</h1>
      <div className="grid gap-6">
        <SettingsSection icon={PaletteIcon} title="Appearance" description="Choose a light or dark theme.">
          <ThemeToggle id="settings-theme-toggle" />
        </SettingsSection>
        <SettingsSection
          icon={RulerIcon}
          title="Units"
          description="Kilometres or miles, for every distance Rally shows."
        >
          <DistanceUnitChoice />
        </SettingsSection>
        <SettingsSection
          icon={BellIcon}
          title="Notifications"
          description="Choose which games and social updates reach you, and how."
        >
          <Link
            to={paths.notifications.getHref()}
            className="flex items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60"
          >
            Notification settings
            <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden />
          </Link>
        </SettingsSection>
        <SettingsSection
          icon={ShieldIcon}
          title="Privacy & Security"
          description="Control what other players can see about you."
        >
          <ActivityStatusToggle />
        </SettingsSection>
        <SettingsSection
          icon={BanIcon}
          title="Blocked players"
          description="Blocked players can't message you, find you, invite you or join your games, and you won't see them. They aren't told."
        >
          <BlockedPlayersList />
        </SettingsSection>
        <SettingsSection
          icon={CalendarIcon}
          title={calendarMessages.title}
          description={calendarMessages.description}
        >
          <CalendarFeedCard />
        </SettingsSection>
        <SettingsSection icon={LogOutIcon} title="Sign Out" description="Sign out of Rally on this device.">
          <Button variant="destructive" disabled={signOut.pending} onClick={signOut.signOut}>
            <LogOutIcon aria-hidden /> {signOut.pending ? 'Signing out...' : 'Sign Out'}
          </Button>
        </SettingsSection>
      </div>
    </section>
  );
}
