import type { FairPlayLevel } from '@rally/shared/fair-play/fair-play.constants';
import { sql } from 'drizzle-orm';
import { fairPlayRecords } from '../../db/schema/fair-play.ts';

// What other features may read of a player's stored fair-play record, named once: they join `source`
// on its primary key, or use `fairPlayLevelOf`, in their own statement (never a query per row). A
// player without a row is 'new'.

export const fairPlayColumns = {
  /** For FROM and JOIN clauses only: read the record through the columns below. */
  source: fairPlayRecords,
  userId: fairPlayRecords.userId,
  /** The stored level; null on a left join without a row: read it through `storedLevel`. */
  level: fairPlayRecords.level,
};

/** The level a left join of `fairPlayColumns.source` read: 'new' without a row. */
export const storedLevel = sql<FairPlayLevel>`coalesce(${fairPlayRecords.level}, 'new')`;

/**
 * The stored level of the player `userId` names, as one primary-key look-up inside the caller's
 * statement ('new' without a row): for a statement that reads one player's level per game row (a host).
 */
export const fairPlayLevelOf = (userId: unknown) =>
  sql<FairPlayLevel>`coalesce((select ${fairPlayRecords.level} from ${fairPlayRecords} where ${fairPlayRecords.userId} = ${userId}), 'new')`;
