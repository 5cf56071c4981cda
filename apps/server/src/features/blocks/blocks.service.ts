import { blocksMessages } from '@rally/shared/blocks/blocks.messages';
import type { BlockList } from '@rally/shared/blocks/blocks.schemas';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ProfileDirectory } from '../friends/profile-directory.ts';
import type { BlocksRepository } from './blocks.repository.ts';

/** What blocking asks of the friends feature: end the pair's friendship or requests, telling only the blocker. */
export type FriendshipSevering = {
  endForBlock(blockerId: string, blockedId: string, tx: Database): Promise<void>;
};

type Deps = {
  blocksRepo: BlocksRepository;
  friends: FriendshipSevering;
  people: Pick<ProfileDirectory, 'getPublicProfiles'>;
  clock: Clock;
};

/**
 * Blocking and unblocking, and the blocker's own list. Silent by design: nothing here notifies the
 * blocked player or sends them a realtime event; the features that enforce a block answer them as they
 * would anyone they refuse.
 */
export function createBlocksService({ blocksRepo, friends, people, clock }: Deps) {
  async function store(blockerId: string, blockedId: string, tx: Database) {
    await blocksRepo.insert({ blockerId, blockedId, now: clock.now() }, tx);
    // Every time, not only when the block is new: a request sent since cannot have slipped in (the
    // friends feature refuses one between a blocked pair), but ending nothing costs one statement.
    await friends.endForBlock(blockerId, blockedId, tx);
  }

  return {
    /**
     * Blocks a player (idempotent): stores the block, withdraws pending friend requests between the two
     * in either direction and ends their friendship, in one transaction (the caller's, when given).
     */
    async block(blockerId: string, blockedId: string, tx?: Database): Promise<{ blocked: true }> {
      if (blockerId === blockedId) throw badRequest('cannot_block_self', blocksMessages.cannotBlockSelf);
      const found = await people.getPublicProfiles([blockedId]);
      if (!found.has(blockedId)) throw notFound('user', blocksMessages.userNotFound);
      if (tx) await store(blockerId, blockedId, tx);
      else await blocksRepo.transaction((own) => store(blockerId, blockedId, own));
      return { blocked: true };
    },

    /** Removes the caller's own block (idempotent); a friendship it ended does not come back. */
    async unblock(blockerId: string, blockedId: string): Promise<{ blocked: false }> {
      await blocksRepo.delete(blockerId, blockedId);
      return { blocked: false };
    },

    /** The players the caller blocked, newest first; never who blocked the caller. */
    async list(blockerId: string): Promise<BlockList> {
      const rows = await blocksRepo.listBlockedBy(blockerId);
      return {
        blocked: rows.map((row) => ({
          user: { id: row.userId, name: row.name, username: row.username, avatarUrl: row.avatarUrl },
          blockedAt: row.blockedAt.toISOString(),
        })),
      };
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;

/** What another feature calls to block on a player's behalf (a report that asks to block at the same time). */
export type BlocksPort = Pick<BlocksService, 'block'>;
