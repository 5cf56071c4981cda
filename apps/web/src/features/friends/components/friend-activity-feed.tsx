import { friendsMessages } from '@rally/shared/friends/friends.schemas';
import { ActivityIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FriendActivityList } from '../../../components/friend-activity-list.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useFriendActivity } from '../api/get-friend-activity.ts';
import { ListSkeleton } from './list-skeleton.tsx';

/** The feed with its loading, failure and empty states; `limit` trims it for the dashboard card. */
export function FriendActivityFeed({ limit, emptyAction }: { limit?: number; emptyAction?: ReactNode }) {
  const { data, isPending, isError } = useFriendActivity();
  if (isPending) return <ListSkeleton label="Loading friend activity..." rows={2} />;
  // Spec §8: read failures of this feed are logged and shown as empty; we say so plainly instead.
  if (isError) return <Alert variant="error">Failed to load friend activity</Alert>;
  const activities = limit === undefined ? data.activities : data.activities.slice(0, limit);
  if (activities.length === 0) {
    return (
      <EmptyState
        icon={ActivityIcon}
        title={friendsMessages.activityEmptyTitle}
        detail={friendsMessages.activityEmptyDetail}
        action={emptyAction}
      />
    );
  }
  return <FriendActivityList activities={activities} />;
}
