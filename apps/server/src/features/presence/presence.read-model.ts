import { userPresence } from '../../db/schema/presence.ts';

// What other features may read of who is online, named once: they join `source` and read these
// columns, never the table by name, so a column changes here and nowhere else.

/** A player's presence: online now, and when last seen (an online row older than the sweep is stale). */
export const presenceColumns = {
  /** For FROM and JOIN clauses only: read the rows through the columns below. */
  source: userPresence,
  userId: userPresence.userId,
  isOnline: userPresence.isOnline,
  lastSeen: userPresence.lastSeen,
};
