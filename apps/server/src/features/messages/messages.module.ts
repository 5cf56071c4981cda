import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { createInboxRepository } from './inbox.repository.ts';
import { inboxRoutes } from './inbox.routes.ts';
import { createInboxService, type GameChatsInbox } from './inbox.service.ts';
import { createMessageDelivery, type EnqueueDelivery } from './message-delivery.ts';
import { registerMessagesJobs } from './messages.jobs.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { messagesRoutes } from './messages.routes.ts';
import { createMessagesService, type FriendshipCheck } from './messages.service.ts';

/** Direct messages between friends, the inbox, and the push or email of a message left unread. */
export function createMessagesModule(
  { db, bus, clock, jobs, log }: Platform,
  ports: {
    friends: FriendshipCheck;
    /** A sender's display name, for the delivered message's title. */
    nameOf(userId: string): Promise<string | null>;
    enqueueDelivery: EnqueueDelivery;
    /** The viewer's game chats beside their conversations (the game-chat feature). */
    gameChats: GameChatsInbox;
  },
) {
  const { friends } = ports;
  // Messages the receiver has not read ~30 s after they were sent are pushed or emailed.
  const inboxRepo = createInboxRepository(db);
  const messageDelivery = createMessageDelivery({
    inboxRepo,
    friends,
    nameOf: ports.nameOf,
    enqueueDelivery: ports.enqueueDelivery,
    jobs,
  });
  const messages = createMessagesService({
    messagesRepo: createMessagesRepository(db),
    friends,
    bus,
    clock,
    afterSend: (message) => messageDelivery.schedule(message),
    log,
  });
  return {
    messages,
    messageDelivery,
    async register(app: FastifyInstance) {
      await app.register(inboxRoutes, {
        prefix: '/api/messages',
        inbox: createInboxService({ inboxRepo, friends, bus, gameChats: ports.gameChats }),
      });
      await app.register(messagesRoutes, { prefix: '/api/messages', messages });
      registerMessagesJobs(jobs, messageDelivery);
    },
  };
}
