import { userTopic } from '@rally/shared/realtime/realtime.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { directMessages } from '../../db/schema/messages.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Direct messages as moderation sees them: only the two people in a conversation may report one of its
 * messages (anyone else is told it does not exist), and a moderator's removal keeps the row as evidence
 * while every read of it shows it removed, with its text emptied, and no delivery sends it. Both people's
 * open threads and inboxes hear of the removal when it commits.
 */
export function createMessageModeration({
  db,
  bus,
  clock,
}: {
  db: Database;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
}) {
  return {
    async find(messageId: string, viewerId: string | null) {
      if (!UUID.test(messageId)) return null;
      const [row] = await db.select().from(directMessages).where(eq(directMessages.id, messageId));
      if (!row) return null;
      const inConversation = viewerId === row.senderId || viewerId === row.receiverId;
      if (viewerId !== null && (!inConversation || row.removedAt)) return null;
      return {
        subjectUserId: row.senderId,
        title: null,
        // A conversation is private: the moderator reads the snapshot, never the thread.
        link: null,
        removed: row.removedAt !== null,
        snapshot: { text: row.message, details: { sentAt: row.sentAt.toISOString() } },
      };
    },

    async remove(messageId: string, tx: Database) {
      const [row] = await tx
        .update(directMessages)
        .set({ removedAt: clock.now() })
        .where(and(eq(directMessages.id, messageId), isNull(directMessages.removedAt)))
        .returning({
          id: directMessages.id,
          senderId: directMessages.senderId,
          receiverId: directMessages.receiverId,
        });
      if (!row) return { removed: false };
      await bus.publishToMany(
        [userTopic(row.senderId), userTopic(row.receiverId)],
        { type: 'message.removed', id: row.id, senderId: row.senderId, receiverId: row.receiverId },
        tx,
      );
      return { removed: true };
    },
  };
}
