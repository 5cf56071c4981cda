import { dashboardMessages } from '@rally/shared/dashboard/dashboard.schemas';
import type { FriendActivity } from '@rally/shared/friends/friends.schemas';
import { sportInfo } from '@rally/shared/sports';
import { MapPinIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { relativeTime } from '../../../lib/relative-time.ts';

/** Friends' recent creations and joins: initial, name, action, game, time, sport and place, and View. */
export function FriendsActivity({ activities }: { activities: readonly FriendActivity[] }) {
  if (activities.length === 0) {
    return (
      <EmptyState
        bordered
        icon={UsersIcon}
        title={dashboardMessages.noActivityTitle}
        detail={dashboardMessages.noActivityDetail}
      />
    );
  }
  const now = new Date();
  return (
    <ul aria-label="Recent friend activity" className="divide-y">
      {activities.map((activity) => {
        const sport = activity.sport ? sportInfo(activity.sport) : null;
        return (
          <li key={activity.id} className="flex items-center gap-3 py-3">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-foreground"
            >
              {activity.name.trim()[0]?.toUpperCase() ?? '?'}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm">
                <span className="font-semibold">{activity.name}</span> {activity.action}{' '}
                <span className="font-semibold">{activity.game}</span>
              </p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
                <time dateTime={activity.time}>{relativeTime(activity.time, now)}</time>
                {sport ? (
                  <span>
                    <span aria-hidden>{sport.icon}</span> {sport.label}
                  </span>
                ) : null}
                {activity.location ? (
                  <span className="inline-flex min-w-0 items-center gap-0.5">
                    <MapPinIcon className="size-3 shrink-0" aria-hidden />
                    <span className="truncate">{activity.location}</span>
                  </span>
                ) : null}
              </p>
            </div>
            <Button variant="outline" size="sm" asChild>
              <Link to={paths.game.getHref(activity.gameId)}>
                {dashboardMessages.view}
                <span className="sr-only"> {activity.game}</span>
              </Link>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
