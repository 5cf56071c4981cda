import type { Database } from '../../db/client.ts';
import { createBlocksRepository } from './blocks.repository.ts';

/**
 * Whether two players have a block between them, for the features that enforce it (friends, messages,
 * games, leagues, reviews, profiles). Built before those features, on the blocks feature's own table;
 * every check is both directions unless its name says otherwise.
 */
export function createBlockChecks(db: Database) {
  const blocksRepo = createBlocksRepository(db);
  return {
    /**
     * Whether either of the two blocked the other. Pass the caller's transaction to read it there (a
     * join checks in its own transaction, so a block written meanwhile is seen or waits).
     */
    eitherBlocked(a: string, b: string, executor?: Database): Promise<boolean> {
      if (a === b) return Promise.resolve(false);
      return blocksRepo.existsBetween(a, b, executor);
    },
    /** Whether the viewer blocked the other (the profile offers Unblock); one direction only. */
    blockedByMe(viewerId: string, otherId: string): Promise<boolean> {
      if (viewerId === otherId) return Promise.resolve(false);
      return blocksRepo.exists(viewerId, otherId);
    },
    /** Everyone with a block between them and the user, either direction: to filter a short list in memory. */
    async blockedWith(userId: string): Promise<Set<string>> {
      return new Set(await blocksRepo.idsBlockedWith(userId));
    },
  };
}

export type BlockChecks = ReturnType<typeof createBlockChecks>;
