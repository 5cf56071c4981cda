import {
  type DirectMessage,
  type MessageHistory,
  messagesMessages,
} from '@rally/shared/messages/messages.schemas';
import { userTopic } from '@rally/shared/realtime/realtime.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { MessageRow, MessagesRepository } from './messages.repository.ts';

/** Whether two people are friends (the friends feature answers it). */
export type FriendshipCheck = { areFriends(a: string, b: string): Promise<boolean> };

type Deps = {
  messagesRepo: MessagesRepository;
  friends: FriendshipCheck;
  bus: Pick<RealtimeBus, 'publish'>;
  clock: Clock;
  /**
   * Runs once a message is stored (message delivery queues its delayed push and email check here); a
   * failure is logged, never the sender's: the message is already sent.
   */
  afterSend?: (message: DirectMessage) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'error'>;
};

const toMessage = (row: MessageRow): DirectMessage => ({
  id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  // A moderator's removal keeps the row as evidence; nobody reads its text again.
  message: row.removedAt ? '' : row.message,
  sentAt: row.sentAt.toISOString(),
  removed: row.removedAt !== null,
});

/**
 * Direct messages between friends. A conversation is always the viewer's own with one other person, so
 * nobody can read a pair they are not part of; and only friends may read or write it.
 */
export function createMessagesService({ messagesRepo, friends, bus, clock, afterSend, log }: Deps) {
  async function requireFriends(userId: string, otherId: string) {
    if (!(await friends.areFriends(userId, otherId)))
      throw forbidden(messagesMessages.notFriends, 'not_friends');
  }

  return {
    /** A page of the conversation, oldest first: the newest `limit` messages before `before`. */
    async history(
      userId: string,
      friendId: string,
      page: { before?: string | undefined; limit: number },
    ): Promise<MessageHistory> {
      await requireFriends(userId, friendId);
      const rows = await messagesRepo.newestBetween({
        a: userId,
        b: friendId,
        before: page.before ? new Date(page.before) : undefined,
        limit: page.limit + 1,
      });
      const hasMore = rows.length > page.limit;
      return { messages: rows.slice(0, page.limit).reverse().map(toMessage), hasMore };
    },

    /** Stores a message (already trimmed and checked) and tells both people's open tabs when it commits. */
    async send(senderId: string, receiverId: string, text: string): Promise<DirectMessage> {
      await requireFriends(senderId, receiverId);
      const message = await messagesRepo.transaction(async (tx) => {
        const row = await messagesRepo.insert(
          { senderId, receiverId, message: text, sentAt: clock.now() },
          tx,
        );
        const event = { type: 'message.created', id: row.id, senderId, receiverId } as const;
        await bus.publish(userTopic(receiverId), event, tx);
        await bus.publish(userTopic(senderId), event, tx);
        return toMessage(row);
      });
      await afterSend?.(message).catch((error: unknown) =>
        log?.error({ err: error }, 'messages: the delivery check was not queued'),
      );
      return message;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
