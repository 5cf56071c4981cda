import { dashboardMessages } from '@rally/shared/dashboard/dashboard.messages';
import type { FriendActivity } from '@rally/shared/friends/friends.schemas';
import { UsersIcon } from 'lucide-react';
import { FriendActivityList } from '../../../components/friend-activity-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** Friends' recent creations and joins, as on the Friends Activity page; or the spec's empty state. */
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
  return <FriendActivityList activities={activities} />;
}
