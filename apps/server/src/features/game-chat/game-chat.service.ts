import { gameChatMessages } from '@rally/shared/game-chat/game-chat.messages';
import type { GameChat, GameChatMessage } from '@rally/shared/game-chat/game-chat.schemas';
import { GAME_CHAT_PINNED_MAX } from '@rally/shared/games/game-day.limits';
import { userTopic } from '@rally/shared/realtime/realtime.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { ChatAccess, ChatAccessPort } from '../games/chat-access/chat-access.service.ts';
import type { GameChatNotices } from './game-chat.notifications.ts';
import type { GameChatMessageRow, GameChatRepository } from './game-chat.repository.ts';
import {
  ANNOUNCEMENT_WINDOW_MS,
  announcementsLeftOf,
  closedReasonOf,
  mayAnnounce,
} from './game-chat.rules.ts';

type Deps = {
  chatRepo: GameChatRepository;
  access: Pick<ChatAccessPort, 'accessOf' | 'membersOf'>;
  notices: GameChatNotices;
  bus: Pick<RealtimeBus, 'publish' | 'publishToMany'>;
  clock: Clock;
  /**
   * Runs once a message is stored (the burst delivery queues its delayed check here); a failure is
   * logged, never the sender's: the message is already sent.
   */
  afterSend?: (message: { gameId: string }) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'error'>;
};

export const toGameChatMessage = (row: GameChatMessageRow): GameChatMessage => ({
  id: row.id,
  gameId: row.gameId,
  sender: { id: row.senderId, name: row.senderName, avatarUrl: row.senderAvatarUrl },
  // A moderator's removal keeps the row as evidence; nobody reads its text again.
  message: row.removedAt ? '' : row.message,
  sentAt: row.sentAt.toISOString(),
  isAnnouncement: row.isAnnouncement,
  removed: row.removedAt !== null,
});

/**
 * A game's chat among the people playing it. Every operation first asks the games feature who is in
 * the chat (`accessOf`, the games policy's one rule), so a player who left or was removed is refused
 * on their next request.
 */
export function createGameChatService({ chatRepo, access, notices, bus, clock, afterSend, log }: Deps) {
  /** The viewer's access, refused unless they may read the chat now. */
  async function requireReader(gameId: string, viewerId: string, now: Date): Promise<ChatAccess> {
    const found = await access.accessOf(gameId, viewerId, now);
    if (!found) throw new AppError('game_not_found', 'Game Not Found');
    if (!found.canRead) throw new AppError('not_a_player', gameChatMessages.playersOnly);
    return found;
  }

  return {
    /** A page of the chat (oldest first), its pinned announcements, and what the viewer may do. */
    async history(
      gameId: string,
      viewerId: string,
      page: { before?: string | undefined; limit: number },
    ): Promise<GameChat> {
      const now = clock.now();
      const found = await requireReader(gameId, viewerId, now);
      const closedReason = closedReasonOf(found.game, now);
      const canAnnounce = mayAnnounce(found) && closedReason === null;
      const [rows, pinned, muted, posted] = await Promise.all([
        chatRepo.newest({
          gameId,
          before: page.before ? new Date(page.before) : undefined,
          limit: page.limit + 1,
        }),
        chatRepo.announcements(gameId, GAME_CHAT_PINNED_MAX),
        chatRepo.isMuted(gameId, viewerId),
        canAnnounce
          ? chatRepo.announcementsSince(gameId, new Date(now.getTime() - ANNOUNCEMENT_WINDOW_MS))
          : Promise.resolve(0),
      ]);
      return {
        messages: rows.slice(0, page.limit).reverse().map(toGameChatMessage),
        hasMore: rows.length > page.limit,
        pinned: pinned.map(toGameChatMessage),
        viewer: {
          canWrite: closedReason === null,
          closedReason,
          muted,
          canAnnounce,
          announcementsLeft: canAnnounce ? announcementsLeftOf(posted) : 0,
        },
      };
    },

    /**
     * Stores a message (already trimmed and checked) and tells every member's own topic when it
     * commits. An announcement (host or co-host, at most 3 a day) is also a notice to every other
     * member at once, muted or not; a plain message waits for the burst delivery.
     */
    async send(
      gameId: string,
      senderId: string,
      input: { message: string; announcement?: boolean | undefined },
    ): Promise<GameChatMessage> {
      const now = clock.now();
      const found = await requireReader(gameId, senderId, now);
      const closedReason = closedReasonOf(found.game, now);
      if (closedReason) throw new AppError('chat_closed', closedReason);
      const isAnnouncement = input.announcement === true;
      if (isAnnouncement && !mayAnnounce(found)) throw forbidden(gameChatMessages.hostsAnnounce, 'host_only');
      const message = await chatRepo.transaction(async (tx) => {
        if (isAnnouncement) {
          const since = new Date(now.getTime() - ANNOUNCEMENT_WINDOW_MS);
          if (announcementsLeftOf(await chatRepo.announcementsSince(gameId, since, tx)) === 0)
            throw new AppError('announcement_limit', gameChatMessages.tooManyAnnouncements);
        }
        const row = await chatRepo.insert(
          { gameId, senderId, message: input.message, isAnnouncement, sentAt: now },
          tx,
        );
        // Read in the transaction: whoever is a member when the message commits hears of it.
        const members = await access.membersOf(gameId, tx);
        await bus.publishToMany(
          members.map(userTopic),
          { type: 'game-chat.message', gameId, id: row.id },
          tx,
        );
        if (isAnnouncement)
          await notices.announcement(
            found.game,
            members.filter((id) => id !== senderId),
            input.message,
            tx,
          );
        return toGameChatMessage(row);
      });
      if (!isAnnouncement)
        await afterSend?.({ gameId }).catch((error: unknown) =>
          log?.error({ err: error }, 'game chat: the delivery check was not queued'),
        );
      return message;
    },

    /** Marks the chat read up to its newest message and tells the viewer's other tabs and devices. */
    async markRead(gameId: string, viewerId: string): Promise<void> {
      await requireReader(gameId, viewerId, clock.now());
      if (await chatRepo.markRead(gameId, viewerId))
        await bus.publish(userTopic(viewerId), { type: 'game-chat.read', gameId });
    },

    /** Mutes or unmutes the chat for the viewer: no burst delivery, and its unread left out of the badge. */
    async setMuted(gameId: string, viewerId: string, muted: boolean): Promise<{ muted: boolean }> {
      await requireReader(gameId, viewerId, clock.now());
      await chatRepo.setMuted(gameId, viewerId, muted);
      await bus.publish(userTopic(viewerId), { type: 'game-chat.read', gameId });
      return { muted };
    },
  };
}

export type GameChatService = ReturnType<typeof createGameChatService>;
