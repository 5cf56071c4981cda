import { messagesMessages } from '@rally/shared/messages/messages.schemas';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSignedInUser } from '../../features/auth/api/get-session.ts';
import { loadedFriends, useFriends } from '../../features/friends/api/get-friends.ts';
import { FriendsPage } from '../../features/friends/pages/friends-page.tsx';
import { useUnreadMessages } from '../../features/messages/api/get-unread-messages.ts';
import { ConversationDialog } from '../../features/messages/components/conversation-dialog.tsx';
import { MessagesInbox } from '../../features/messages/components/messages-inbox.tsx';

/** Set on the history entry a Message button pushes, so closing can step back instead of stacking. */
type ChatState = { openedChat?: boolean } | null;

/**
 * The address with the conversation parameter set or removed, other parameters (the tab) kept: `with`
 * over the Messages tab, `chat` over the others.
 */
const withChat = (userId: string | null) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  const key = next.get('tab') === 'messages' ? 'with' : 'chat';
  next.delete('chat');
  next.delete('with');
  if (userId) next.set(key, userId);
  return next;
};

/**
 * /friends with the conversation on top: ?chat={userId} opens it (Message buttons here and on profiles),
 * and ?tab=messages&with={userId} over the inbox (its rows, the toast's Reply), so a link can open it and
 * the back button closes it.
 */
export function Component() {
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const chatId = params.get('chat') ?? params.get('with');
  const unreadMessages = useUnreadMessages();
  const friends = useFriends();
  const friend = chatId ? loadedFriends(friends.data).find((f) => f.userId === chatId) : undefined;
  // The list comes a page at a time: a friend further down is looked for on the next pages first.
  const lookFurther = Boolean(chatId && friends.data && !friend && friends.hasNextPage);
  const notAFriend = Boolean(chatId && friends.data && !friend && !friends.hasNextPage);
  const { fetchNextPage, isFetchingNextPage } = friends;

  useEffect(() => {
    if (lookFurther && !isFetchingNextPage) void fetchNextPage();
  }, [lookFurther, isFetchingNextPage, fetchNextPage]);

  const openChat = (userId: string) => setParams(withChat(userId), { state: { openedChat: true } });

  const closeChat = () => {
    if ((location.state as ChatState)?.openedChat) void navigate(-1);
    else setParams(withChat(null), { replace: true });
  };

  useEffect(() => {
    // A stale link or a friendship that just ended: say why nothing opened, and drop the parameter.
    if (!notAFriend) return;
    toast.error(messagesMessages.notFriends);
    setParams(withChat(null), { replace: true });
  }, [notAFriend, setParams]);

  return (
    <>
      <FriendsPage
        onMessage={openChat}
        unreadMessages={unreadMessages.data?.unreadTotal ?? 0}
        messages={(showFriends) => (
          <MessagesInbox
            onOpen={openChat}
            isOnline={(userId) => loadedFriends(friends.data).some((f) => f.userId === userId && f.online)}
            onShowFriends={showFriends}
          />
        )}
      />
      {friend ? (
        <ConversationDialog
          viewerId={user.id}
          friend={{
            userId: friend.userId,
            name: friend.name,
            avatarUrl: friend.avatarUrl,
            online: friend.online,
          }}
          onClose={closeChat}
        />
      ) : null}
    </>
  );
}
