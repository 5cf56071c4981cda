import { blocksMessages } from '@rally/shared/blocks/blocks.messages';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';

/** Whether two players have a block between them, either way (the blocks feature answers it). */
export type BlockCheck = { eitherBlocked(a: string, b: string, executor?: Database): Promise<boolean> };

/**
 * Refuses a player's way into a game whose host and they have a block between them, with a neutral
 * text that never says who blocked whom. Only the host counts: a co-host's block does not stop a join
 * (the host owns who plays, and a co-host can step back). One primary-key lookup, in the join's
 * transaction.
 */
export async function refuseBlockedWithHost(
  blocks: BlockCheck | undefined,
  game: { hostId: string },
  userId: string,
  tx: Database,
) {
  if (await blocks?.eitherBlocked(game.hostId, userId, tx))
    throw new AppError('cannot_join', blocksMessages.cannotJoinGame);
}
