import { UserPlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { FriendActivityFeed } from '../components/friend-activity-feed.tsx';

const findFriendsHref = paths.friends.getHref({ tab: 'find' });

/** /friends-activity: everything friends created or joined in the last 7 days. */
export function FriendsActivityPage() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 md:px-8 md:py-10">
      <title>Friends Activity · Rally</title>
      <BackLink to={paths.dashboard.getHref()}>Back to Dashboard</BackLink>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Friends Activity</h1>
          <p className="mt-1 text-muted-foreground">Games your friends created or joined this week</p>
        </div>
        <Button variant="outline" asChild>
          <Link to={findFriendsHref}>
            <UserPlusIcon aria-hidden />
            Find Friends
          </Link>
        </Button>
      </div>
      <Card className="mt-6">
        <CardContent className="py-2">
          <FriendActivityFeed />
        </CardContent>
      </Card>
    </section>
  );
}
