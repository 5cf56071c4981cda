import { gameChatMessages } from '@rally/shared/game-chat/game-chat.messages';
import type { Jobs } from '../../plugins/jobs.ts';
import type { ChatAccessPort } from '../games/chat-access/chat-access.service.ts';
import { previewOf } from '../messages/inbox.service.ts';
import { type EnqueueDelivery, MESSAGE_DELIVERY_DELAY_SECONDS } from '../messages/message-delivery.ts';
import type { GameChatRepository } from './game-chat.repository.ts';

/** The job that checks, after the delay, which members still need a game's new messages pushed or emailed. */
export const GAME_CHAT_DELIVERY_JOB = 'game-chat-deliver-unread';

/** Where a delivered chat message opens: the game's page, on its chat. */
export const gameChatLink = (gameId: string) => `/game/${gameId}#chat`;

type Deps = {
  chatRepo: Pick<GameChatRepository, 'transaction' | 'pendingDeliveries' | 'claimDeliveries'>;
  access: Pick<ChatAccessPort, 'gameOf' | 'membersOf'>;
  enqueueDelivery: EnqueueDelivery;
  jobs: Pick<Jobs, 'send'>;
};

/**
 * Push and email for a game's chat, by the direct messages' rules: each message queues one check per
 * game ~30 s later (one waiting per game, so a burst sends once), and the check gives each member who
 * has not muted the chat one notification for what they have neither read nor been sent, under the
 * "messages" preference (the same toggle as direct messages). Announcements are left out: they were
 * delivered at once.
 */
export function createGameChatDelivery({ chatRepo, access, enqueueDelivery, jobs }: Deps) {
  return {
    /** Queues the game's delayed check (dropped when one is already waiting). */
    async schedule(message: { gameId: string }): Promise<void> {
      await jobs.send(
        GAME_CHAT_DELIVERY_JOB,
        { gameId: message.gameId },
        {
          startAfter: MESSAGE_DELIVERY_DELAY_SECONDS,
          singletonKey: message.gameId,
          retryLimit: 5,
          retryDelay: 30,
        },
      );
    },

    /**
     * Delivers each member's unread, undelivered messages as one notification (the newest's first
     * line), once across processes; resolves to how many members it delivered to.
     */
    async deliverUnread(input: { gameId: string }): Promise<number> {
      return chatRepo.transaction(async (tx) => {
        // The game was cancelled (and its chat deleted with it): nothing is left to deliver.
        const game = await access.gameOf(input.gameId, tx);
        if (!game) return 0;
        const members = await access.membersOf(input.gameId, tx);
        const pending = await chatRepo.pendingDeliveries(input.gameId, members, tx);
        const claimed = new Set(
          await chatRepo.claimDeliveries(
            input.gameId,
            pending.map((row) => ({ userId: row.userId, until: row.newestSentAt })),
            tx,
          ),
        );
        for (const row of pending.filter((row) => claimed.has(row.userId))) {
          await enqueueDelivery(
            {
              userId: row.userId,
              kind: 'messages',
              title: gameChatMessages.newMessageTitle(game.title),
              message: previewOf(row.newestFirstLine),
              link: gameChatLink(input.gameId),
            },
            tx,
          );
        }
        return claimed.size;
      });
    },
  };
}

export type GameChatDelivery = ReturnType<typeof createGameChatDelivery>;
