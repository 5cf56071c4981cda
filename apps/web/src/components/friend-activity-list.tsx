import type { FriendActivity } from '@rally/shared/friends/friends.schemas';
import { sportInfo } from '@rally/shared/sports';
import { MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { PersonAvatar } from './person-avatar.tsx';

/** Friends' recent creations and joins: who, what, which game, when, and a way to the game. */
export function FriendActivityList({ activities }: { activities: readonly FriendActivity[] }) {
  const now = new Date();
  return (
    <ul aria-label="Recent friend activity" className="divide-y">
      {activities.map((activity) => (
        <FriendActivityItem
          key={activity.id}
          activity={activity}
          timeLabel={relativeTime(activity.time, now)}
        />
      ))}
    </ul>
  );
}

function FriendActivityItem({ activity, timeLabel }: { activity: FriendActivity; timeLabel: string }) {
  const sport = activity.sport ? sportInfo(activity.sport) : null;
  return (
    <li className="flex items-center gap-3 py-3">
      <PersonAvatar name={activity.name} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold">{activity.name}</span> {activity.action}{' '}
          <span className="font-semibold">{activity.game}</span>
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
          <time dateTime={activity.time}>{timeLabel}</time>
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
          View<span className="sr-only"> {activity.game}</span>
        </Link>
      </Button>
    </li>
  );
}
