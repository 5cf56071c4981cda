import { ArrowLeftIcon, UserPlusIcon } from 'lucide-react';
import { Link } from 'react-router';
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
      <Link
        to={paths.dashboard.getHref()}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        Back to Dashboard
      </Link>
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
