import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { directMessages } from '../../db/schema/messages.ts';
import { transactionRunner } from '../../db/transaction.ts';

export type MessageRow = typeof directMessages.$inferSelect;

export function createMessagesRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    async insert(
      message: { senderId: string; receiverId: string; message: string; sentAt: Date },
      executor: Database = db,
    ): Promise<MessageRow> {
      const [row] = await executor.insert(directMessages).values(message).returning();
      return row!;
    },

    /** The newest `limit` messages between the two, sent before `before` when given, newest first. */
    newestBetween(input: {
      a: string;
      b: string;
      before?: Date | undefined;
      limit: number;
    }): Promise<MessageRow[]> {
      const { a, b } = input;
      return db
        .select()
        .from(directMessages)
        .where(
          and(
            or(
              and(eq(directMessages.senderId, a), eq(directMessages.receiverId, b)),
              and(eq(directMessages.senderId, b), eq(directMessages.receiverId, a)),
            ),
            input.before ? lt(directMessages.sentAt, input.before) : undefined,
          ),
        )
        .orderBy(desc(directMessages.sentAt), desc(directMessages.id))
        .limit(input.limit);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
