import { BellIcon, SettingsIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { type NotificationFilter, useNotificationHistory } from '../api/get-notification-history.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NOTIFICATION_FILTERS, NotificationFilterButtons } from '../components/notification-filter.tsx';
import { NotificationHistoryItem } from '../components/notification-history-item.tsx';

const EMPTY: Record<NotificationFilter, { title: string; detail: string }> = {
  all: { title: 'No notifications yet', detail: "You'll see friend activities and updates here" },
  games: {
    title: 'No game notifications',
    detail: 'New games from friends, players joining yours, invitations and reminders show up here.',
  },
  leagues: {
    title: 'No league notifications',
    detail: 'League invitations, new members, requests and results show up here.',
  },
  friends: {
    title: 'No friend notifications',
    detail: 'Friend requests and accepted requests show up here.',
  },
  account: {
    title: 'No account notifications',
    detail: "A moderator's warning and news of the reports you made show up here.",
  },
};

const parseFilter = (value: string | null): NotificationFilter =>
  NOTIFICATION_FILTERS.find((filter) => filter.value === value)?.value ?? 'all';

/** /notifications/all: every notification, newest first, a page at a time, filtered by kind. */
export function NotificationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = parseFilter(searchParams.get('kind'));
  const history = useNotificationHistory(kind);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const notifications = history.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadCount = history.data?.pages[0]?.unreadCount ?? 0;
  const now = new Date();

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 md:px-8 md:py-10">
      <title>Notifications · Rally</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Notifications</h1>
          <p className="mt-1 text-muted-foreground" aria-live="polite">
            {unreadCount > 0
              ? `${unreadCount} unread notification${unreadCount === 1 ? '' : 's'}`
              : 'You are all caught up'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {unreadCount > 0 ? (
            <Button variant="outline" onClick={() => markAllRead.mutate()} disabled={markAllRead.isPending}>
              Mark all as read
            </Button>
          ) : null}
          <Button variant="ghost" asChild>
            <Link to={paths.notifications.getHref()}>
              <SettingsIcon aria-hidden />
              Settings
            </Link>
          </Button>
        </div>
      </div>

      <div className="mt-6">
        <NotificationFilterButtons
          value={kind}
          onChange={(next) => setSearchParams(next === 'all' ? {} : { kind: next }, { replace: true })}
        />
      </div>

      <Card className="mt-4 overflow-hidden py-0">
        {history.isPending ? (
          <p className="px-6 py-10 text-center text-sm text-muted-foreground">Loading notifications...</p>
        ) : history.isError && notifications.length === 0 ? (
          <div className="p-4">
            <LoadError
              message="Couldn't load notifications. Please try again."
              onRetry={() => void history.refetch()}
              retrying={history.isRefetching}
            />
          </div>
        ) : notifications.length === 0 ? (
          <EmptyState icon={BellIcon} title={EMPTY[kind].title} detail={EMPTY[kind].detail} />
        ) : (
          <ul aria-label="Notifications" className="divide-y">
            {notifications.map((notification) => (
              <NotificationHistoryItem
                key={notification.id}
                notification={notification}
                now={now}
                onRead={(id) => markRead.mutate(id)}
              />
            ))}
          </ul>
        )}
      </Card>

      {history.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? 'Loading...' : 'Load older notifications'}
          </Button>
        </div>
      ) : null}
      {history.isFetchNextPageError ? (
        <p role="alert" className="mt-2 text-center text-sm text-destructive">
          Couldn't load older notifications. Please try again.
        </p>
      ) : null}
    </section>
  );
}
