import type { FriendActivity } from '@rally/shared/friends/friends.schemas';
import { sportInfo } from '@rally/shared/sports';
import { MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { relativeTime } from '../lib/relative-time.ts';
import { useViewerLocale } from '../lib/viewer-locale.ts';
import { SportIcon } from './sport-icon/sport-icon.tsx';
import { Button } from './ui/button.tsx';

/**
 * Friends' recent creations and joins: who, what, which game, when, the sport and the place, and a
 * way to the game. The Friends Activity page and the dashboard's section list them alike.
 */
export function FriendActivityList({ activities }: { activities: readonly FriendActivity[] }) {
  const now = new Date();
  const locale = useViewerLocale();
  return (
    <ul aria-label="Recent friend activity" className="divide-y">
      {activities.map((activity) => (
        <FriendActivityItem
          key={activity.id}
          activity={activity}
          timeLabel={relativeTime(activity.time, now, locale)}
        />
      ))}
    </ul>
  );
}

function FriendActivityItem({ activity, timeLabel }: { activity: FriendActivity; timeLabel: string }) {
  const sport = activity.sport ? sportInfo(activity.sport) : null;
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-foreground"
      >
        {activity.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold">{activity.name}</span> {activity.action}{' '}
          <span className="font-semibold">{activity.game}</span>
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
          <time dateTime={activity.time}>{timeLabel}</time>
          {sport ? (
            <span>
              <SportIcon sport={sport.name} /> {sport.label}
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
          View<span className="sr-only"> {activity.game}</span>
        </Link>
      </Button>
    </li>
  );
}
