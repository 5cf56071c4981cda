import {
  type Inbox,
  MESSAGE_PREVIEW_LENGTH,
  messagesMessages,
} from '@rally/shared/messages/messages.schemas';
import { userTopic } from '@rally/shared/realtime/realtime.schemas';
import { forbidden } from '../../lib/app-error.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { InboxRepository } from './inbox.repository.ts';
import type { FriendshipCheck } from './messages.service.ts';

type Deps = {
  inboxRepo: Pick<InboxRepository, 'conversations' | 'unreadTotal' | 'markRead'>;
  friends: FriendshipCheck;
  bus: Pick<RealtimeBus, 'publish'>;
};

/** A message's first line as a preview: at most MESSAGE_PREVIEW_LENGTH characters, an ellipsis when cut. */
export function previewOf(firstLine: string): string {
  // By code points, so an emoji is never split in half.
  const characters = Array.from(firstLine.trim());
  if (characters.length <= MESSAGE_PREVIEW_LENGTH) return characters.join('');
  return `${characters.slice(0, MESSAGE_PREVIEW_LENGTH - 1).join('')}…`;
}

/**
 * The messages inbox: the viewer's conversations with friends and what is unread, by read markers
 * kept on the server. Opening a conversation's history does not mark it read: the client says so
 * when it shows the messages (a prefetch or a background refetch must not clear a badge).
 */
export function createInboxService({ inboxRepo, friends, bus }: Deps) {
  return {
    /** The viewer's conversations, newest activity first, with previews and unread counts. */
    async inbox(viewerId: string): Promise<Inbox> {
      const rows = await inboxRepo.conversations(viewerId);
      return {
        conversations: rows.map((row) => ({
          friend: { id: row.friendId, name: row.name, username: row.username, avatarUrl: row.avatarUrl },
          lastMessage: {
            preview: previewOf(row.firstLine),
            sentAt: row.sentAt.toISOString(),
            fromMe: row.fromMe,
          },
          unreadCount: row.unreadCount,
        })),
        gameChats: [],
        unreadTotal: rows.reduce((total, row) => total + row.unreadCount, 0),
      };
    },

    /** How many messages from friends the viewer has not read (the Messages icon's badge). */
    async unread(viewerId: string): Promise<{ unreadTotal: number }> {
      return { unreadTotal: await inboxRepo.unreadTotal(viewerId) };
    },

    /**
     * Marks the conversation with a friend read up to its newest message, and tells the viewer's other
     * tabs and devices so they clear their badges.
     */
    async markRead(viewerId: string, friendId: string): Promise<void> {
      if (!(await friends.areFriends(viewerId, friendId)))
        throw forbidden(messagesMessages.notFriends, 'not_friends');
      if (await inboxRepo.markRead(viewerId, friendId))
        await bus.publish(userTopic(viewerId), { type: 'conversation.read', friendId });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
