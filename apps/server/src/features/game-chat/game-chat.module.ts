import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import type { ChatAccessPort } from '../games/chat-access/chat-access.service.ts';
import type { EnqueueDelivery } from '../messages/message-delivery.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { registerGameChatJobs } from './game-chat.jobs.ts';
import { createGameChatNotices } from './game-chat.notifications.ts';
import { createGameChatRepository } from './game-chat.repository.ts';
import { gameChatRoutes } from './game-chat.routes.ts';
import { createGameChatService } from './game-chat.service.ts';
import { createGameChatDelivery } from './game-chat-delivery.ts';
import { createGameChatInbox } from './game-chat-inbox.ts';

/**
 * A chat for every game among the people playing it: history, messages live to each member, read
 * markers, mute, the host's announcements, the push or email of what stays unread, and each player's
 * game chats for the messages inbox.
 */
export function createGameChatModule(
  { db, bus, clock, jobs, log }: Platform,
  ports: {
    /** Who is in a game's chat, from the games policy. */
    access: ChatAccessPort;
    notifications: Pick<NotificationsService, 'notifyMany'>;
    enqueueDelivery: EnqueueDelivery;
  },
) {
  const chatRepo = createGameChatRepository(db);
  // Messages a member has not read ~30 s after they were sent are pushed or emailed.
  const delivery = createGameChatDelivery({
    chatRepo,
    access: ports.access,
    enqueueDelivery: ports.enqueueDelivery,
    jobs,
  });
  const chat = createGameChatService({
    chatRepo,
    access: ports.access,
    notices: createGameChatNotices({ notifications: ports.notifications }),
    bus,
    clock,
    afterSend: (message) => delivery.schedule(message),
    log,
  });
  return {
    chat,
    gameChatDelivery: delivery,
    /** The viewer's game chats and their unread, for the messages inbox and its badge. */
    inbox: createGameChatInbox({ chatRepo, access: ports.access, clock }),
    async register(app: FastifyInstance) {
      await app.register(gameChatRoutes, { prefix: '/api/games', chat });
      registerGameChatJobs(jobs, delivery);
    },
  };
}
