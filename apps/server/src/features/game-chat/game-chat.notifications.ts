import { gameChatMessages } from '@rally/shared/game-chat/game-chat.messages';
import type { Database } from '../../db/client.ts';
import type { ChatGame } from '../games/chat-access/chat-access.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

/**
 * The announcement's notice: one to each member but its sender, at once. The notifications service
 * pushes and emails it by each player's "your games" preference (`game_announcement` is a game
 * activity), whether or not they muted the chat: muting silences the chatter, not the host.
 */
export function createGameChatNotices({
  notifications,
}: {
  notifications: Pick<NotificationsService, 'notifyMany'>;
}) {
  return {
    async announcement(
      game: Pick<ChatGame, 'id' | 'title'>,
      recipients: string[],
      text: string,
      tx: Database,
    ) {
      if (recipients.length === 0) return;
      await notifications.notifyMany(
        recipients.map((userId) => ({
          userId,
          type: 'game_announcement' as const,
          title: gameChatMessages.announcementTitle(game.title),
          message: text,
          relatedId: game.id,
          relatedUserId: null,
        })),
        tx,
      );
    },
  };
}

export type GameChatNotices = ReturnType<typeof createGameChatNotices>;
