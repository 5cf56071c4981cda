import { BellIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The signed-in home. Its cards (upcoming games, friends' activity, popular locations) come from their features. */
export function DashboardPage({
  displayName,
  unreadBadge,
  friendsActivity,
}: {
  displayName: string;
  unreadBadge?: ReactNode;
  /** The Friends Activity card (friends feature), composed by the route. */
  friendsActivity?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8 md:py-10">
      <title>Dashboard · Rally</title>
      <h1 className="sr-only">Dashboard</h1>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-3xl font-extrabold tracking-tight">Hi, {displayName}</p>
          <p className="mt-1 text-muted-foreground">Find your next game</p>
        </div>
        <Link
          to={paths.notifications.getHref()}
          className="relative hidden size-10 items-center justify-center rounded-full border bg-card text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60 md:inline-flex"
        >
          <BellIcon className="size-5" aria-hidden />
          {/* Text, not aria-label: the badge's number is visible, so it must be part of the name too. */}
          <span className="sr-only">Notification settings</span>
          {unreadBadge}
        </Link>
      </div>
      <div className="mt-8 grid gap-6">
        {friendsActivity}
        <p className="rounded-xl border border-dashed bg-card px-5 py-6 text-muted-foreground">
          Coming soon: your upcoming games and popular locations will appear here.
        </p>
      </div>
    </section>
  );
}
