import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { userBlocks } from '../../db/schema/blocks.ts';

// What other features may ask of blocks inside their own statements, named once: a list leaves out the
// people the viewer blocked and the people who blocked the viewer, in the same query (no id list sent).

/**
 * True for rows whose person (`userIdColumn`) and the viewer have no block between them, in either
 * direction. Two anti-joins on the viewer's own blocks: "whom I blocked" reads the primary key by its
 * first column, "who blocked me" reads `user_blocks_blocked_idx`; each side is read once per statement
 * (a hash of the viewer's few blocks), so a page without blocks costs two empty index scans, not a probe
 * per row.
 */
export function notBlockedWith(viewerId: string, userIdColumn: AnyColumn | SQL): SQL {
  return sql`(not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${userIdColumn})
    and not exists (select 1 from ${userBlocks} where ${userBlocks.blockedId} = ${viewerId} and ${userBlocks.blockerId} = ${userIdColumn}))`;
}
