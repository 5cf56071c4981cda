import { messagesMessages } from '@rally/shared/messages/messages.schemas';
import type { NotificationKind } from '@rally/shared/notifications/preferences.schemas';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { InboxRepository } from './inbox.repository.ts';
import { previewOf } from './inbox.service.ts';
import type { FriendshipCheck } from './messages.service.ts';

/** The job that checks, after the delay, whether a new message still needs pushing or emailing. */
export const MESSAGE_DELIVERY_JOB = 'messages-deliver-unread';
/** A message is delivered beyond the open tab only if its receiver has not read it this long after. */
export const MESSAGE_DELIVERY_DELAY_SECONDS = 30;

/**
 * Hands a notification to push, email and SMS per the recipient's preferences for its kind (the
 * delivery feature's `enqueueDelivery`): written in the caller's transaction when one is given.
 */
export type EnqueueDelivery = (
  input: {
    userId: string;
    kind: NotificationKind;
    title: string;
    message: string;
    link: string | null;
    notificationId?: string;
  },
  tx?: Database,
) => Promise<void>;

/** Where a delivered message opens: the inbox within Friends, on the conversation with the sender. */
export const conversationLink = (senderId: string) =>
  `/friends?tab=messages&with=${encodeURIComponent(senderId)}`;

type Deps = {
  inboxRepo: Pick<InboxRepository, 'transaction' | 'undelivered' | 'claimDelivery'>;
  friends: FriendshipCheck;
  /** The sender's display name, or null when their profile is gone. */
  nameOf: (userId: string) => Promise<string | null>;
  enqueueDelivery: EnqueueDelivery;
  jobs: Pick<Jobs, 'send'>;
};

/**
 * Push and email for direct messages, only while the receiver is not reading them: each new message
 * queues a check for ~30 s later (one waiting check per receiver and sender, so a burst sends once),
 * and the check delivers what is still unread and not delivered before, then remembers how far it got.
 */
export function createMessageDelivery({ inboxRepo, friends, nameOf, enqueueDelivery, jobs }: Deps) {
  return {
    /** Queues the delayed check for a message just sent (dropped when one is already waiting). */
    async schedule(message: { senderId: string; receiverId: string }): Promise<void> {
      await jobs.send(
        MESSAGE_DELIVERY_JOB,
        { receiverId: message.receiverId, senderId: message.senderId },
        {
          startAfter: MESSAGE_DELIVERY_DELAY_SECONDS,
          singletonKey: `${message.receiverId}:${message.senderId}`,
          retryLimit: 5,
          retryDelay: 30,
        },
      );
    },

    /**
     * Delivers the sender's unread, undelivered messages to the receiver as one notification (the
     * newest's first line), once across processes; resolves to whether it delivered.
     */
    async deliverUnread(input: { receiverId: string; senderId: string }): Promise<boolean> {
      // A friendship ended meanwhile: the conversation cannot be opened, so nothing is sent.
      if (!(await friends.areFriends(input.receiverId, input.senderId))) return false;
      const name = (await nameOf(input.senderId)) ?? 'a friend';
      return inboxRepo.transaction(async (tx) => {
        const unread = await inboxRepo.undelivered(input, tx);
        if (!unread.newest) return false;
        if (!(await inboxRepo.claimDelivery({ ...input, until: unread.newest.sentAt }, tx))) return false;
        await enqueueDelivery(
          {
            userId: input.receiverId,
            kind: 'messages',
            title: messagesMessages.newMessageTitle(name),
            message: previewOf(unread.newest.firstLine),
            link: conversationLink(input.senderId),
          },
          tx,
        );
        return true;
      });
    },
  };
}

export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
