import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useFriendRequests } from '../api/get-friend-requests.ts';
import { FriendSearch } from '../components/friend-search.tsx';
import { FriendSuggestions } from '../components/friend-suggestions.tsx';
import { FriendsList } from '../components/friends-list.tsx';
import { type FriendsTab, FriendsTabs, parseFriendsTab } from '../components/friends-tabs.tsx';
import { RequestsList } from '../components/requests-list.tsx';

/**
 * /friends. The tab lives in the address (?tab=requests, ?tab=find, ?tab=messages) so notifications and
 * other pages can link straight to it; Message is handed up so the page around it can open the
 * conversation, and the page around hands in the messages inbox (with its unread count).
 */
export function FriendsPage({
  onMessage,
  messages,
  unreadMessages,
}: {
  onMessage: (userId: string) => void;
  messages: (showFriends: () => void) => ReactNode;
  unreadMessages: number;
}) {
  const [params, setParams] = useSearchParams();
  const tab = parseFriendsTab(params.get('tab'));
  const requests = useFriendRequests();

  const selectTab = (next: FriendsTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'friends') updated.delete('tab');
        else updated.set('tab', next);
        // A conversation opened over the inbox belongs to it.
        if (next !== 'messages') updated.delete('with');
        return updated;
      },
      { replace: true },
    );

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-6 md:px-8 md:py-10">
      <title>Friends · Rally</title>
      <h1 className="text-3xl font-extrabold tracking-tight">Friends</h1>
      <p className="mt-1 text-muted-foreground">
        Play with people you know, and meet more who share your sports.
      </p>
      <div className="mt-6">
        <FriendsTabs
          tab={tab}
          onTabChange={selectTab}
          incomingCount={requests.data?.incoming.length ?? 0}
          friends={<FriendsList onMessage={onMessage} onFindFriends={() => selectTab('find')} />}
          requests={<RequestsList />}
          messages={messages(() => selectTab('friends'))}
          unreadMessages={unreadMessages}
          find={
            <>
              <FriendSearch />
              <FriendSuggestions />
            </>
          }
        />
      </div>
    </section>
  );
}
