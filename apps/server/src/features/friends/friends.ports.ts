import type { Database } from '../../db/client.ts';
import { createFriendsRepository } from './friends.repository.ts';
import { createFriendshipLookup } from './friendship-lookup.ts';

/**
 * Who is whose friend, for the features built before the friends service (profiles, presence, games):
 * on the friends feature's own table.
 */
export function createFriendships(db: Database) {
  return createFriendshipLookup(createFriendsRepository(db));
}

export type Friendships = ReturnType<typeof createFriendships>;
