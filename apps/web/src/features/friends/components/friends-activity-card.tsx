import { DASHBOARD_FRIEND_ACTIVITY_SHOWN } from '@rally/shared/friends/friends.schemas';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { FriendActivityFeed } from './friend-activity-feed.tsx';

/** The dashboard's Friends Activity card: the 8 newest items, its title leading to the whole feed. */
export function FriendsActivityCard() {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-lg">
          <Link
            to={paths.friendsActivity.getHref()}
            className="inline-flex items-center gap-1 rounded-md outline-none hover:text-primary focus-visible:ring-3 focus-visible:ring-ring/60"
          >
            Friends Activity
            <ChevronRightIcon className="size-4" aria-hidden />
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="pt-0">
        <FriendActivityFeed limit={DASHBOARD_FRIEND_ACTIVITY_SHOWN} />
      </CardContent>
    </Card>
  );
}
