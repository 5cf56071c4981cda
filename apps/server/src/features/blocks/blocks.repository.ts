import { and, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userBlocks } from '../../db/schema/blocks.ts';
import { transactionRunner } from '../../db/transaction.ts';
import { profileColumns } from '../profiles/profiles.read-model.ts';

/** A player the blocker blocked, with the card the Blocked players list shows (null when the profile is gone). */
export type BlockedPlayerRow = {
  userId: string;
  name: string | null;
  username: string | null;
  avatarUrl: string | null;
  blockedAt: Date;
};

/** The pair's block in either direction. */
const between = (a: string, b: string) =>
  or(
    and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
    and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
  );

export function createBlocksRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /** Stores the block; false when it was already there. */
    async insert(input: { blockerId: string; blockedId: string; now: Date }, executor: Database = db) {
      const rows = await executor
        .insert(userBlocks)
        .values({ blockerId: input.blockerId, blockedId: input.blockedId, createdAt: input.now })
        .onConflictDoNothing()
        .returning({ blockerId: userBlocks.blockerId });
      return rows.length > 0;
    },

    /** Removes the blocker's block of the other, only that direction; false when there was none. */
    async delete(blockerId: string, blockedId: string, executor: Database = db) {
      const rows = await executor
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
        .returning({ blockerId: userBlocks.blockerId });
      return rows.length > 0;
    },

    /** Whether either of the two blocked the other: two primary-key probes. */
    async existsBetween(a: string, b: string, executor: Database = db): Promise<boolean> {
      const [row] = await executor
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(between(a, b))
        .limit(1);
      return row !== undefined;
    },

    /** Whether the blocker blocked the other (one direction). */
    async exists(blockerId: string, blockedId: string, executor: Database = db): Promise<boolean> {
      const [row] = await executor
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
        .limit(1);
      return row !== undefined;
    },

    /** Everyone with a block between them and the user, in either direction. */
    async idsBlockedWith(userId: string): Promise<string[]> {
      const rows = await db
        .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
        .from(userBlocks)
        .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
      return rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId));
    },

    /** The players the blocker blocked, newest first. */
    listBlockedBy(blockerId: string): Promise<BlockedPlayerRow[]> {
      return db
        .select({
          userId: userBlocks.blockedId,
          name: profileColumns.name,
          username: profileColumns.username,
          avatarUrl: profileColumns.avatarUrl,
          blockedAt: userBlocks.createdAt,
        })
        .from(userBlocks)
        .leftJoin(profileColumns.source, eq(profileColumns.userId, userBlocks.blockedId))
        .where(eq(userBlocks.blockerId, blockerId))
        .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId));
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
