import { userTopic } from '@rally/shared/realtime/realtime.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gameChatMessages } from '../../db/schema/game-chat.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { ChatAccessPort } from '../games/chat-access/chat-access.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Game-chat messages as moderation sees them: only someone in the game's chat may report one of its
 * messages (anyone else is told it does not exist); a moderator's removal keeps the row as evidence while
 * the history, the pinned announcements and the inbox show it removed, its text emptied, never delivered.
 * Whoever may read the chat when the removal commits hears of it, as they hear of a new message.
 */
export function createGameChatModeration({
  db,
  access,
  bus,
  clock,
}: {
  db: Database;
  access: Pick<ChatAccessPort, 'accessOf' | 'membersOf'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
}) {
  return {
    async find(messageId: string, viewerId: string | null) {
      if (!UUID.test(messageId)) return null;
      const [row] = await db.select().from(gameChatMessages).where(eq(gameChatMessages.id, messageId));
      if (!row) return null;
      if (viewerId !== null) {
        if (row.removedAt) return null;
        // A member may report what was said in the chat, even once it closed after the game.
        const standing = await access.accessOf(row.gameId, viewerId, clock.now());
        if (!standing || (standing.role === null && !standing.canRead)) return null;
      }
      return {
        subjectUserId: row.senderId,
        title: null,
        link: `/game/${row.gameId}#chat`,
        removed: row.removedAt !== null,
        snapshot: {
          text: row.message,
          details: {
            gameId: row.gameId,
            sentAt: row.sentAt.toISOString(),
            announcement: row.isAnnouncement ? 'yes' : 'no',
          },
        },
      };
    },

    async remove(messageId: string, tx: Database) {
      const [row] = await tx
        .update(gameChatMessages)
        .set({ removedAt: clock.now() })
        .where(and(eq(gameChatMessages.id, messageId), isNull(gameChatMessages.removedAt)))
        .returning({ id: gameChatMessages.id, gameId: gameChatMessages.gameId });
      if (!row) return { removed: false };
      // Read in the transaction, as a new message's fan-out is: the chat's members when this commits.
      const members = await access.membersOf(row.gameId, tx);
      await bus.publishToMany(
        members.map(userTopic),
        { type: 'game-chat.removed', gameId: row.gameId, id: row.id },
        tx,
      );
      return { removed: true };
    },
  };
}
