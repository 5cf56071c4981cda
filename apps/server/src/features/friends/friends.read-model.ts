import { friendships } from '../../db/schema/friends.ts';

// What other features may read of friendships, named once: they join `source` and read these columns,
// never the table by name, so a column changes here and nowhere else.

/** One row per pair of people: the requester (`userId`), the recipient (`friendId`) and the status. */
export const friendshipColumns = {
  /** For FROM and JOIN clauses only: read the rows through the columns below. */
  source: friendships,
  userId: friendships.userId,
  friendId: friendships.friendId,
  /** `pending` or `accepted`: only an accepted row makes two people friends. */
  status: friendships.status,
};
