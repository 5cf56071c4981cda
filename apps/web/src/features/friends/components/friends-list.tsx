import { MessageCircleIcon, UserIcon, UsersIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { loadedFriends, useFriends } from '../api/get-friends.ts';
import { ListSkeleton } from './list-skeleton.tsx';
import { PersonRow } from './person-row.tsx';
import { RemoveFriendButton } from './remove-friend-button.tsx';

export const FRIENDS_LOAD_FAILED = 'Failed to load friends data. Check console for details.';

type FriendsListProps = {
  onMessage: (userId: string) => void;
  onFindFriends: () => void;
};

/** The Friends tab: each friend with their sports, their online dot when they share it, and actions. */
export function FriendsList({ onMessage, onFindFriends }: FriendsListProps) {
  const {
    data,
    isPending,
    isError,
    error,
    refetch,
    isRefetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useFriends();
  const friends = loadedFriends(data);

  useEffect(() => {
    // The spec's message sends the curious to the console, so the cause must be there.
    if (error) console.error('Failed to load friends data', error);
  }, [error]);

  if (isPending) return <ListSkeleton label="Loading friends..." />;
  if (isError) {
    return (
      <div className="p-5">
        <LoadError message={FRIENDS_LOAD_FAILED} onRetry={() => refetch()} retrying={isRefetching} />
      </div>
    );
  }
  if (friends.length === 0) {
    return (
      <EmptyState
        icon={UsersIcon}
        title="No friends yet"
        detail="Find people who play your sports in Find Friends."
        action={<Button onClick={onFindFriends}>Find Friends</Button>}
      />
    );
  }
  return (
    <>
      <ul aria-label="Your friends" className="divide-y">
        {friends.map((friend) => (
          <PersonRow
            key={friend.userId}
            person={friend}
            online={friend.online}
            actions={
              <>
                <Button size="sm" onClick={() => onMessage(friend.userId)}>
                  <MessageCircleIcon aria-hidden />
                  Message<span className="sr-only"> {friend.name}</span>
                </Button>
                <Button variant="outline" size="sm" asChild>
                  <Link to={paths.userProfile.getHref(friend.userId)}>
                    <UserIcon aria-hidden />
                    View Profile<span className="sr-only"> of {friend.name}</span>
                  </Link>
                </Button>
                <RemoveFriendButton userId={friend.userId} name={friend.name} />
              </>
            }
          />
        ))}
      </ul>
      {hasNextPage ? (
        <div className="flex justify-center p-4">
          {/* A button, not scroll-triggered loading: reachable by keyboard, and the list ends where it says. */}
          <Button variant="outline" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading more friends...' : 'Load more friends'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
