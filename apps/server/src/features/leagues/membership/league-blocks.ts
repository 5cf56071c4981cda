import { blocksMessages } from '@rally/shared/blocks/blocks.messages';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';

/** Whether two players have a block between them, either way (the blocks feature answers it). */
export type BlockCheck = { eitherBlocked(a: string, b: string, executor?: Database): Promise<boolean> };

/**
 * Refuses a player's way into a league whose creator and they have a block between them, with a
 * neutral text that never says who blocked whom. One primary-key lookup, in the join's transaction.
 */
export async function refuseBlockedWithCreator(
  blocks: BlockCheck | undefined,
  league: { createdBy: string },
  userId: string,
  tx: Database,
) {
  if (await blocks?.eitherBlocked(league.createdBy, userId, tx))
    throw new AppError('cannot_join', blocksMessages.cannotJoinLeague);
}
