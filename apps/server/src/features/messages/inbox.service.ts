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

/** One game's chat as the inbox reads it from the game-chat feature. */
export type GameChatInboxRow = {
  game: { id: string; title: string; sport: string; startsAt: Date; date: string; time: string };
  /** The last message's first line (the whole line: the inbox cuts it to a preview). */
  firstLine: string;
  sentAt: Date;
  fromMe: boolean;
  senderName: string | null;
  isAnnouncement: boolean;
  /** The last message was removed by a moderator (its line is empty). */
  removed: boolean;
  unreadCount: number;
  muted: boolean;
};

/** The viewer's game chats (the game-chat feature answers it), newest activity first. */
export type GameChatsInbox = {
  chatsOf(viewerId: string): Promise<GameChatInboxRow[]>;
  /** Unread over the game chats the viewer has not muted. */
  unreadTotalOf(viewerId: string): Promise<number>;
};

type Deps = {
  inboxRepo: Pick<InboxRepository, 'conversations' | 'unreadTotal' | 'markRead'>;
  friends: FriendshipCheck;
  bus: Pick<RealtimeBus, 'publish'>;
  gameChats: GameChatsInbox;
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
export function createInboxService({ inboxRepo, friends, bus, gameChats }: Deps) {
  return {
    /**
     * The viewer's conversations and game chats, each newest activity first, with previews and unread
     * counts; a muted game chat shows its own count but stays out of the total.
     */
    async inbox(viewerId: string): Promise<Inbox> {
      const [rows, chats] = await Promise.all([
        inboxRepo.conversations(viewerId),
        gameChats.chatsOf(viewerId),
      ]);
      return {
        conversations: rows.map((row) => ({
          friend: { id: row.friendId, name: row.name, username: row.username, avatarUrl: row.avatarUrl },
          lastMessage: {
            preview: previewOf(row.firstLine),
            sentAt: row.sentAt.toISOString(),
            fromMe: row.fromMe,
            removed: row.removed,
          },
          unreadCount: row.unreadCount,
        })),
        gameChats: chats.map((chat) => ({
          game: { ...chat.game, startsAt: chat.game.startsAt.toISOString() },
          lastMessage: {
            preview: previewOf(chat.firstLine),
            sentAt: chat.sentAt.toISOString(),
            fromMe: chat.fromMe,
            senderName: chat.senderName,
            isAnnouncement: chat.isAnnouncement,
            removed: chat.removed,
          },
          unreadCount: chat.unreadCount,
          muted: chat.muted,
        })),
        unreadTotal:
          rows.reduce((total, row) => total + row.unreadCount, 0) +
          chats.reduce((total, chat) => total + (chat.muted ? 0 : chat.unreadCount), 0),
      };
    },

    /** How many messages from friends and in unmuted game chats the viewer has not read (the Messages icon's badge). */
    async unread(viewerId: string): Promise<{ unreadTotal: number }> {
      const [direct, inGames] = await Promise.all([
        inboxRepo.unreadTotal(viewerId),
        gameChats.unreadTotalOf(viewerId),
      ]);
      return { unreadTotal: direct + inGames };
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
