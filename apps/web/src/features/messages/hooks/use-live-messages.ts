import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import { userTopic } from '@rally/shared/realtime/realtime-protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { messagesKeys } from '../api/get-conversation.ts';
import { getInbox, getInboxQueryOptions, inboxQueryKey, withConversationRead } from '../api/get-inbox.ts';
import { unreadMessagesQueryKey } from '../api/get-unread-messages.ts';
import { isConversationOpen } from '../open-conversation.ts';

type MessageCreated = Extract<RealtimeEvent, { type: 'message.created' }>;

/** A message raises a toast only for its receiver, and only where its conversation is not on screen. */
export function shouldToastMessage(event: MessageCreated, viewerId: string): boolean {
  return event.receiverId === viewerId && !isConversationOpen(event.senderId);
}

/**
 * New messages, sent or received from any tab, refresh that conversation if it is loaded (a closed
 * conversation has no active query, so nothing is fetched until it opens), the inbox and the badge; a
 * received one whose conversation is not open here raises a toast with Reply. A conversation read on any
 * device clears its count in every tab. A game chat's message or read marker, on the viewer's own feed,
 * refreshes its inbox row and the badge the same way. A message a moderator removed (direct or in a game's
 * chat) refreshes the thread, the inbox line and the badge as a new one would, without a toast.
 */
export function useLiveMessages(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const toastMessage = async (event: MessageCreated) => {
    // The event names only the message: the inbox, asked afresh (not joined to a fetch begun before this
    // message), holds the sender's name and the first line.
    const inbox = await getInbox().catch(() => null);
    if (inbox) queryClient.setQueryData(getInboxQueryOptions().queryKey, inbox);
    const conversation = inbox?.conversations.find((c) => c.friend.id === event.senderId);
    if (!conversation || isConversationOpen(event.senderId)) return;
    toast(conversation.friend.name ?? conversation.friend.username ?? 'New message', {
      id: `message-${event.senderId}`,
      description: conversation.lastMessage.preview,
      action: {
        label: 'Reply',
        onClick: () => void navigate(paths.friends.getHref({ tab: 'messages', with: event.senderId })),
      },
    });
  };

  useRealtime(userTopic(userId), (event) => {
    if (event.type === 'message.created') {
      const otherId = event.senderId === userId ? event.receiverId : event.senderId;
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversation(otherId) });
      void queryClient.invalidateQueries({ queryKey: unreadMessagesQueryKey });
      if (shouldToastMessage(event, userId)) void toastMessage(event);
      else void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    } else if (event.type === 'message.removed') {
      const otherId = event.senderId === userId ? event.receiverId : event.senderId;
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversation(otherId) });
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadMessagesQueryKey });
    } else if (
      event.type === 'game-chat.message' ||
      event.type === 'game-chat.removed' ||
      event.type === 'game-chat.read'
    ) {
      // A game chat's new message (no toast: a busy game would bury the screen), one removed, or the chat
      // read or muted on some device (the event does not say which): the server says how its row and the
      // badge stand.
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadMessagesQueryKey });
    } else if (event.type === 'conversation.read') {
      queryClient.setQueryData(getInboxQueryOptions().queryKey, (inbox) =>
        withConversationRead(inbox, event.friendId),
      );
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadMessagesQueryKey });
    }
  });
}
